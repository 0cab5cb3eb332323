import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect } from 'react';

/**
 * Rspress's App, in a layout effect on mount, looks for the page data of the
 * current path among the data its links warmed and, finding none, loads the
 * page's data again: a new object, so the whole app (page content included)
 * rendered a second time right after hydration. This hands it the data the
 * page was hydrated with. Layout effects run child first, so this runs just
 * before App's; only on mount, when the data and the path belong together
 * (later navigations warm their own data, or App loads it).
 */
export function useHydratedPageData(): void {
  const { page } = usePage();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the data the page was hydrated with.
  useLayoutEffect(() => warmPageData(pathname, page), []);
}
