import { type ComponentProps, Suspense } from 'react';
import { preloadable } from '../../preloadable';
import type { Overview as OverviewComponent } from './Overview';

/** The overview (ours and Rspress's under it) in a chunk of its own, loaded by the routes of overview pages (theme/routeNeeds.ts). */
export const OverviewChunk = preloadable<ComponentProps<typeof OverviewComponent>>(() =>
  import('./Overview').then((module) => module.Overview),
);

/**
 * The overview of a page with `overview: true`. Its route has loaded it
 * before the page renders; the boundary only matters if something renders
 * it unannounced (it then shows once loaded, rather than suspending the page).
 */
export function LazyOverview(props: ComponentProps<typeof OverviewComponent>) {
  return (
    <Suspense fallback={null}>
      <OverviewChunk {...props} />
    </Suspense>
  );
}
