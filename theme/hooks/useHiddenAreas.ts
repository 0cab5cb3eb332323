import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { applyHiddenAreas, type HideableArea, hiddenAreasFromSearch } from './hiddenAreas';

/** Keeps the hidden areas of <html> in step with the query string of the current page. */
export function useHiddenAreas(alwaysHidden: readonly HideableArea[]): void {
  const { search } = useLocation();
  const key = alwaysHidden.join(' ');
  useEffect(() => {
    applyHiddenAreas(document.documentElement, hiddenAreasFromSearch(search, alwaysHidden));
    // alwaysHidden is compared by its content (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, key]);
}
