import { useSite } from '@rspress/core/runtime';
import { Layout as BaseLayout } from '@rspress/core/theme-original';
import type { LayoutProps } from '@rspress/core/theme-original';
import { CopyMarkdown } from './components/CopyMarkdown/CopyMarkdown';
import { ImageZoom } from './components/ImageZoom/ImageZoom';
import { LazyLanding } from './components/Landing/LazyLanding';
import { NavTitle } from './components/NavTitle/NavTitle';
import { NotFound } from './components/NotFound/NotFound';
import { NavToolStackMenu } from './components/ToolStackMenu/ToolStackMenu';
import { PageTransition } from './components/PageTransition/PageTransition';
import { ScrollToTop } from './components/ScrollToTop/ScrollToTop';
import { SkipLink } from './components/SkipLink/SkipLink';
import { SiteBanner } from './components/TopBanner/TopBanner';
import { TocWatcher } from './components/TocWatcher/TocWatcher';
import type { HideableArea } from './hooks/hiddenAreas';
import type { HideNavbarMode } from './hooks/navbarAutoHide';
import { useA11yDomFixes } from './hooks/useA11yDomFixes';
import { useDevSiteDataUpdates } from './hooks/useDevSiteDataUpdates';
import { useFeedLinks } from './hooks/useFeedLinks';
import { useHiddenAreas } from './hooks/useHiddenAreas';
import { useHydratedPageData } from './hooks/useHydratedPageData';
import { useNavbarAutoHide } from './hooks/useNavbarAutoHide';
import { useSidebarScrollOnOpen } from './hooks/useSidebarScrollOnOpen';
import { useStaleDescription } from './hooks/useStaleDescription';
import './styles/index.css';
import './styles/layout.css';
import './styles/a11y.css';

const noAreas: HideableArea[] = [];
const navbarOnly: HideableArea[] = ['navbar'];

/** Rspress's layout with our 404 page, skip link, banner, scroll-to-top button, image zoom and page behaviours. */
export function Layout(props: LayoutProps) {
  const { site } = useSite();
  const hideNavbar: HideNavbarMode = site.themeConfig.hideNavbar ?? 'never';
  useHiddenAreas(hideNavbar === 'always' ? navbarOnly : noAreas);
  useNavbarAutoHide(hideNavbar);
  useFeedLinks();
  useStaleDescription();
  useA11yDomFixes();
  useSidebarScrollOnOpen();
  useHydratedPageData();
  useDevSiteDataUpdates();
  return (
    <PageTransition>
      <BaseLayout
        NotFoundLayout={NotFound}
        HomeLayout={LazyLanding}
        beforeNavTitle={<NavToolStackMenu />}
        navTitle={<NavTitle />}
        top={
          <>
            <SkipLink />
            <SiteBanner />
          </>
        }
        bottom={
          <>
            <ScrollToTop />
            <ImageZoom />
            <TocWatcher />
          </>
        }
        beforeDocContent={<CopyMarkdown />}
        {...props}
      />
    </PageTransition>
  );
}

export { LazyOverview as Overview } from './components/Overview/LazyOverview';
// Rspress's Layout takes these as the defaults of the props above: exported here, they take the place of
// Rspress's own home page (its hero and feature cards) and 404 page, which then leave the bundle.
export { LazyLanding as HomeLayout } from './components/Landing/LazyLanding';
export { NotFound as NotFoundLayout } from './components/NotFound/NotFound';
// Rspress components with accessibility fixes (theme/components/A11y).
export { getCustomMDXComponent } from './components/A11y/mdxComponents';
export { Nav } from './components/A11y/Nav';
export { SearchPanel } from './components/Search/SearchPanel';
// Code block buttons with CSS icons: far fewer elements to hydrate per block.
export { CodeButtonGroup } from './components/CodeButtonGroup/CodeButtonGroup';
export { SwitchAppearance } from './components/A11y/SwitchAppearance';
// Rspress's sidebar without its second render during hydration (theme/components/Sidebar).
export { Sidebar } from './components/Sidebar/Sidebar';
// Hydration without a second render of the whole doc layout, and reading progress measured once per frame.
export { useWatchToc } from './components/TocWatcher/TocWatcher';
export { ReadPercent } from './components/ReadPercent/ReadPercent';
export { useReadPercent } from './components/ReadPercent/readPercent';

export * from '@rspress/core/theme-original';
