import { useSyncExternalStore } from 'react';

/**
 * How far the reader is through the page, in whole percent, shared by every
 * progress circle (the outline's and the phone menu's). One passive scroll
 * listener measures once per animation frame, never while React commits:
 * Rspress's version measured the document in a mount effect (a forced layout
 * of the whole page during hydration) and again on every scroll event.
 */

/** Percent read, as Rspress computes it: the part above the viewport plus what the viewport shows of the first screen. */
export function readPercent(scrollTop: number, viewportHeight: number, docHeight: number): number {
  if (docHeight <= 0) return 0;
  const seen = Math.min(scrollTop, viewportHeight);
  const percent = Math.floor(((scrollTop - 50 + seen) / docHeight) * 100);
  return Math.min(Math.max(percent, 0), 100) || 0;
}

let percent = 0;
let scrollTop = 0;
let frame = 0;
const listeners = new Set<() => void>();

function measure(): void {
  frame = 0;
  const doc = document.querySelector('.rspress-doc');
  const nextTop = window.scrollY;
  const next = readPercent(nextTop, window.innerHeight, doc?.getBoundingClientRect().height ?? 0);
  if (next === percent && nextTop === scrollTop) return;
  percent = next;
  scrollTop = nextTop;
  for (const listener of listeners) listener();
}

function schedule(): void {
  if (frame === 0) frame = requestAnimationFrame(measure);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  // A new subscriber may belong to another page: measure again.
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

const getPercent = (): number => percent;
const getScrollTop = (): number => scrollTop;
/** The server, and hydration, see the top of the page; the first frame after hydration measures. */
const getServerSnapshot = (): number => 0;

/**
 * `[percent read, scroll position]`, as Rspress's hook of that name returns
 * (its outline's "back to top" row reads the position). Each number is its
 * own snapshot: a component re-renders only when the one it uses changes.
 */
export function useReadPercent(): [number, number] {
  return [
    useSyncExternalStore(subscribe, getPercent, getServerSnapshot),
    useSyncExternalStore(subscribe, getScrollTop, getServerSnapshot),
  ];
}

/** The percent alone, for the progress circle. */
export function usePercentRead(): number {
  return useSyncExternalStore(subscribe, getPercent, getServerSnapshot);
}
