/**
 * The navbar hides while the reader scrolls down and comes back as soon as
 * they scroll up (`themeConfig.hideNavbar: 'auto'`). With 'never' it always
 * stays; with 'always' it is not shown at all (handled like `?navbar=0`).
 */
export type HideNavbarMode = 'always' | 'auto' | 'never';

/** Scroll events are handled at most this often (ms). */
export const navbarScrollThrottle = 200;

export const navbarHiddenAttribute = 'data-navbar-hidden';

/**
 * Whether the navbar is hidden after the page scrolled from `previousY` to `y`.
 * Near the top (within `threshold`, the navbar's height) it always shows.
 */
export function navbarHiddenAfterScroll(hidden: boolean, previousY: number, y: number, threshold: number): boolean {
  if (y <= threshold) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}
