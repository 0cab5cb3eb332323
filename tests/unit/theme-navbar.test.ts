import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navbarHiddenAfterScroll, navbarScrollThrottle } from '../../theme/hooks/navbarAutoHide';
import { throttle } from '../../theme/hooks/throttle';

describe('navbarHiddenAfterScroll', () => {
  const threshold = 72;
  it('hides on scroll down past the navbar', () => {
    expect(navbarHiddenAfterScroll(false, 100, 300, threshold)).toBe(true);
  });
  it('shows again on scroll up', () => {
    expect(navbarHiddenAfterScroll(true, 300, 250, threshold)).toBe(false);
  });
  it('always shows near the top', () => {
    expect(navbarHiddenAfterScroll(true, 10, 60, threshold)).toBe(false);
    expect(navbarHiddenAfterScroll(true, 200, 72, threshold)).toBe(false);
  });
  it('keeps its state when the position did not change', () => {
    expect(navbarHiddenAfterScroll(true, 400, 400, threshold)).toBe(true);
    expect(navbarHiddenAfterScroll(false, 400, 400, threshold)).toBe(false);
  });
});

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('handles scroll at most once per 200 ms and never loses the last call', () => {
    expect(navbarScrollThrottle).toBe(200);
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), navbarScrollThrottle);
    onScroll(1); // leading call runs at once
    onScroll(2);
    onScroll(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1); // trailing call with the latest arguments
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([1, 3]);
    onScroll(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('spaces calls 200 ms apart under a steady stream of events', () => {
    const times: number[] = [];
    const onScroll = throttle(() => times.push(Date.now()), 200);
    const start = Date.now();
    for (let t = 0; t < 1000; t += 16) {
      onScroll();
      vi.advanceTimersByTime(16);
    }
    vi.advanceTimersByTime(200);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(times[0]).toBe(start);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    expect(times.length).toBe(6);
  });

  it('cancel drops a pending call', () => {
    const seen: number[] = [];
    const onScroll = throttle((y: number) => seen.push(y), 200);
    onScroll(1);
    onScroll(2);
    onScroll.cancel();
    vi.advanceTimersByTime(400);
    expect(seen).toEqual([1]);
  });
});
