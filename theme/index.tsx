import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { LayoutProps } from '@rspress/core/theme-original';
import { NotFound } from './components/NotFound/NotFound';
import './styles/index.css';

/** Rspress's layout with our own 404 page; other slots are filled by later features. */
export function Layout(props: LayoutProps) {
  return <BaseLayout NotFoundLayout={NotFound} {...props} />;
}

export * from '@rspress/core/theme-original';
