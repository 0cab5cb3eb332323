import { focusableSelector } from './focusable';

/**
 * Boxes that scroll sideways (wide tables, long code lines) must be reachable
 * with the keyboard, or a keyboard reader cannot scroll them (Safari does not
 * focus scrollers by itself; axe rule scrollable-region-focusable). The boxes
 * that overflow and hold nothing focusable get tabindex="0"; the others stay
 * out of the Tab order. A code block's <pre> is focusable already (Shiki gives
 * it tabindex="0"): its box would otherwise be a second stop for the same code.
 */
export const scrollableSelector = '.rp-table-scroll-container, .rp-codeblock__content__scroll-container';

/** Marks the tabindex we set, so that we only ever remove our own. */
export const scrollFocusAttribute = 'data-scroll-focus';

export function overflows(el: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight'>): boolean {
  return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
}

/** Puts the scrolling boxes under `root` in the Tab order and takes the others out. */
export function syncScrollableRegions(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>(scrollableSelector)) {
    const needsStop = overflows(el) && !el.querySelector(focusableSelector);
    if (needsStop && !el.hasAttribute('tabindex')) {
      el.tabIndex = 0;
      el.setAttribute(scrollFocusAttribute, '');
    } else if (!needsStop && el.hasAttribute(scrollFocusAttribute)) {
      el.removeAttribute('tabindex');
      el.removeAttribute(scrollFocusAttribute);
    }
  }
}
