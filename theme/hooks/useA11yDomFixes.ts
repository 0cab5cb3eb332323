import { useI18n } from '@rspress/core/runtime';
import { useEffect } from 'react';
import type { uiText } from '../../site/i18n';
import { labelLandmarks } from './landmarks';
import { scrollableSelector, syncScrollableRegions } from './scrollableRegions';

/**
 * Fixes in Rspress's page markup that no component prop reaches: scrolling
 * tables and code blocks get into the Tab order (scrollableRegions.ts) and the
 * sidebar and outline landmarks get names (landmarks.ts). They run after
 * hydration and again whenever React changes the page (another route, code
 * wrapped, a box resized); only attributes React does not manage are touched.
 */
export function useA11yDomFixes(): void {
  const t = useI18n<typeof uiText>();
  const sidebar = t('sidebarLabel');
  const outline = t('outlineLabel');
  useEffect(() => {
    let frame = 0;
    const run = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        syncScrollableRegions(document);
        labelLandmarks(document, { sidebar, outline });
      });
    };
    const resizes = new ResizeObserver(run);
    const observeBoxes = () => {
      for (const el of document.querySelectorAll(scrollableSelector)) resizes.observe(el);
    };
    const changes = new MutationObserver(() => {
      observeBoxes();
      run();
    });
    changes.observe(document.getElementById('__rspress_root') ?? document.body, { childList: true, subtree: true });
    observeBoxes();
    run();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
    };
  }, [sidebar, outline]);
}
