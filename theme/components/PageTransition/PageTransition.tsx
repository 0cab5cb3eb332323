import { useSite } from '@rspress/core/runtime';
import { type ReactNode, ViewTransition } from 'react';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { pageTransitionClass } from './pageTransition';

/**
 * Cross-fades between pages with the browser's View Transition API
 * (`themeConfig.enableContentAnimation`). Rspress navigates inside React
 * transitions (`route.useTransitions`, on by default), and React starts a view
 * transition for them when a <ViewTransition> boundary changes. Browsers
 * without the API, and readers who prefer reduced motion ('none'), get plain
 * navigation.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const reducedMotion = useReducedMotion();
  return (
    <ViewTransition default={pageTransitionClass(site.themeConfig.enableContentAnimation, reducedMotion)}>
      {children}
    </ViewTransition>
  );
}
