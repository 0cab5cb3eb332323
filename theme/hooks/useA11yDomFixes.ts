import { useI18n } from '@rspress/core/runtime';
import { useEffect } from 'react';
import type { uiText } from '../../site/i18n';
import { handlePanelKeys, syncDisclosures } from './disclosures';
import { labelLandmarks } from './landmarks';
import { scrollableSelector, syncScrollableRegions } from './scrollableRegions';

/**
 * Fixes in Rspress's page markup that no component prop reaches: scrolling
 * tables and code blocks get into the Tab order (scrollableRegions.ts), the
 * sidebar and outline landmarks get names (landmarks.ts), and the collapsible
 * sidebar groups and the mobile menus work from the keyboard (disclosures.ts).
 * They run after hydration and again whenever React changes the page (another
 * route, a group collapsed, code wrapped, a box resized); only attributes
 * React does not manage are touched.
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
        syncDisclosures(document);
      });
    };
    const resizes = new ResizeObserver(run);
    const observeBoxes = () => {
      for (const el of document.querySelectorAll(scrollableSelector)) resizes.observe(el);
    };
    const changes = new MutationObserver((records) => {
      if (records.some((record) => record.type === 'childList')) observeBoxes();
      run();
    });
    // The root holds the page; the modal container holds the menu a phone's navbar opens.
    for (const id of ['__rspress_root', '__rspress_modal_container']) {
      const root = document.getElementById(id);
      if (root) changes.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style'] });
    }
    const stopKeys = handlePanelKeys(document);
    observeBoxes();
    run();
    return () => {
      stopKeys();
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
    };
  }, [sidebar, outline]);
}
