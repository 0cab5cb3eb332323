import { useCallback, useSyncExternalStore } from 'react';

/** Where the chosen package manager is kept: the key and format (the tab's index) of Rspress's tab groups. */
export const TAB_STORAGE_KEY = 'rspress.tabs.package.manager';

const listeners = new Set<() => void>();
/** The choice made on this page, for when local storage cannot be read (a browser's private mode may refuse it). */
let chosen = 0;

function read(count: number): number {
  let index = chosen;
  try {
    index = Number(localStorage.getItem(TAB_STORAGE_KEY) ?? chosen);
  } catch {
    // Keep the choice made on this page.
  }
  return Number.isInteger(index) && index >= 0 && index < count ? index : 0;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another browser tab chose a package manager.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAB_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The remembered tab of `count` tabs and a function that chooses one, shared
 * by every group on the page. The server renders the first tab; the remembered
 * one shows once the page has hydrated.
 */
export function useRememberedTab(count: number): [number, (index: number) => void] {
  const selected = useSyncExternalStore(
    subscribe,
    () => read(count),
    () => 0,
  );
  const select = useCallback((index: number) => {
    chosen = index;
    try {
      localStorage.setItem(TAB_STORAGE_KEY, String(index));
    } catch {
      // Storage refused: the choice lasts until the page is left.
    }
    for (const listener of listeners) listener();
  }, []);
  return [selected, select];
}
