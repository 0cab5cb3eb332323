import { useWatchToc as useRspressWatchToc } from '@rspress/core/theme-original';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Rspress's doc layout calls `useWatchToc()` and puts the returned ref on the
 * page's content element; the hook keeps the outline in step with the headings
 * the page shows. Its ref stored the element in the layout's own state, so
 * attaching it during hydration re-rendered the whole layout, page content
 * included, synchronously (about 160 ms at 4x CPU slowdown on a plugin page).
 *
 * Here the ref only records the element; <TocWatcher> (rendered once, beside
 * the layout) hands it to Rspress's hook, whose state then lives in a
 * component that renders nothing.
 */
let docElement: HTMLDivElement | null = null;
const listeners = new Set<() => void>();

function setDocElement(element: HTMLDivElement | null): void {
  if (element === docElement) return;
  docElement = element;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => docElement;
const getServerSnapshot = () => null;

/** Takes the place of Rspress's `useWatchToc` (exported from theme/index.tsx). */
export function useWatchToc(): { rspressDocRef: (element: HTMLDivElement | null) => void } {
  return { rspressDocRef: setDocElement };
}

export function TocWatcher() {
  const element = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const { rspressDocRef } = useRspressWatchToc();
  useEffect(() => rspressDocRef(element), [element, rspressDocRef]);
  return null;
}
