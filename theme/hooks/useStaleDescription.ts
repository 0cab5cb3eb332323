import { useLocation } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';

/** The head tags that carry a page's description (written into the static HTML by plugins/seo.ts). */
export const descriptionSelector = 'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';

/**
 * Each built page carries its own description in its static head; the page
 * list in the browser has none (plugins/lean-page-data.ts). When the reader
 * moves to another page in the browser, the tags still describe the first
 * page: they are removed rather than left wrong.
 */
export function useStaleDescription(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const el of Array.from(document.head.querySelectorAll(descriptionSelector))) el.remove();
  }, [pathname]);
}
