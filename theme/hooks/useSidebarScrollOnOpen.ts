import { useEffect } from 'react';

const sidebarClass = 'rp-doc-layout__sidebar';
const openClass = 'rp-doc-layout__sidebar--open';
const currentLink = '.rp-sidebar-item--active';

/** A box's top and bottom edges, in pixels. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * The scroll position that shows `item` in the middle of the scrolling `box`, or null when the item
 * is already wholly in view (nothing moves then). Both are boxes on the screen; `scrollTop` is the
 * box's scroll position now. The result is not clamped: the browser keeps it within the scroll range.
 */
export function centeredScrollTop(box: Span, item: Span, scrollTop: number): number | null {
  if (item.top >= box.top && item.bottom <= box.bottom) return null;
  const itemMiddle = (item.top + item.bottom) / 2;
  const boxMiddle = (box.top + box.bottom) / 2;
  return Math.round(scrollTop + itemMiddle - boxMiddle);
}

/** Scrolls the open sidebar so that the current page's link is in view. */
function revealCurrentLink(sidebar: HTMLElement): void {
  const link = sidebar.querySelector<HTMLElement>(currentLink);
  if (!link) return;
  const top = centeredScrollTop(sidebar.getBoundingClientRect(), link.getBoundingClientRect(), sidebar.scrollTop);
  if (top !== null) sidebar.scrollTop = top;
}

const wasOpen = (record: MutationRecord) => (record.oldValue ?? '').split(/\s+/).includes(openClass);

/**
 * On a phone the closed sidebar is display: none (styles/a11y.css), so the scroll position Rspress
 * gives it when the page loads (its current link scrolled into view) is lost, and that link could be
 * hundreds of pixels down when the reader opens the sidebar. When the sidebar opens, this scrolls it
 * to the current link again.
 */
export function useSidebarScrollOnOpen(): void {
  useEffect(() => {
    const root = document.getElementById('__rspress_root');
    if (!root) return;
    const opens = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as HTMLElement;
        if (!target.classList.contains(sidebarClass) || !target.classList.contains(openClass) || wasOpen(record)) continue;
        revealCurrentLink(target);
      }
    });
    opens.observe(root, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    return () => opens.disconnect();
  }, []);
}
