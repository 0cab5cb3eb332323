import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { LayoutProps } from '@rspress/core/theme-original';
import { LandingLayout } from './components/Landing/LandingLayout';
import { NotFound } from './components/NotFound/NotFound';
import { NavToolStackMenu } from './components/ToolStackMenu/ToolStackMenu';
import './styles/index.css';

/** Rspress's layout with our own 404 page; other slots are filled by later features. */
export function Layout(props: LayoutProps) {
  return (
    <BaseLayout
      NotFoundLayout={NotFound}
      HomeLayout={LandingLayout}
      beforeNavTitle={<NavToolStackMenu />}
      {...props}
    />
  );
}

export * from '@rspress/core/theme-original';
