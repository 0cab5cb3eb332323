/**
 * Whether React has hydrated the page, evaluated in the browser: the search
 * button shows its hotkey only after an effect has run there. Self-contained,
 * for `page.waitForFunction` (the tests' waitForHydration and the bench).
 */
export function pageHydrated(): boolean {
  const hotkey = document.querySelector('.rp-nav .rp-search-button__hotkey');
  return hotkey !== null && getComputedStyle(hotkey).opacity === '1';
}
