import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type HtmlTag, LAST_ELEMENT_ID, loaderScriptsOf, loaderSource, PAINT_WAIT_MS, paintFirstTags } from '../../plugins/paint-first';

const head: HtmlTag[] = [
  { tag: 'script', children: 'window.theme = 1' },
  { tag: 'link', attrs: { href: '/static/css/styles.css', rel: 'stylesheet' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/lib-react.js' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
  { tag: 'meta', attrs: { name: 'generator', content: 'x' } },
];

describe('paintFirstTags', () => {
  it('leaves the deferred scripts out and puts one loader of all of them where the last one was', () => {
    const out = paintFirstTags(head);
    expect(out.map((t) => `${t.tag}${t.attrs?.rel ? `:${t.attrs.rel}` : ''}`)).toEqual(['link:expect', 'script', 'link:stylesheet', 'script', 'meta']);
    expect(out[0].attrs).toEqual({ rel: 'expect', href: `#${LAST_ELEMENT_ID}`, blocking: 'render' });
    expect(out[3].children).toContain('["/static/js/lib-react.js","/static/js/index.js"]');
    // Nothing fetches a script before the loader adds it: no preload, no script with a src.
    expect(out.some((t) => t.attrs?.rel === 'preload' || t.attrs?.src)).toBe(false);
    // The inline script before the stylesheet is left as it was.
    expect(out[1]).toBe(head[0]);
  });

  it("reads the loader's scripts back from a page's HTML", () => {
    const html = `<head>${paintFirstTags(head)
      .map((t) => (t.tag === 'script' ? `<script>${t.children}</script>` : '<link>'))
      .join('\n')}</head>`;
    expect(loaderScriptsOf(html)).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
    expect(loaderScriptsOf('<head><script>window.theme = 1</script></head>')).toEqual([]);
  });

  it('only adds the render-blocking link to a head without deferred scripts', () => {
    const plain = head.filter((t) => !t.attrs?.defer);
    expect(paintFirstTags(plain)).toEqual([{ tag: 'link', attrs: { rel: 'expect', href: `#${LAST_ELEMENT_ID}`, blocking: 'render' } }, ...plain]);
  });
});

/** A fake page for the loader: a paint and frames happen only when the test says so. */
function fakePage({ visibility = 'visible', observer = true }: { visibility?: string; observer?: boolean } = {}) {
  const added: { src: string; async: boolean }[] = [];
  const paints: string[] = [];
  const observers: (() => void)[] = [];
  const frameCallbacks: (() => void)[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    readyState: 'loading',
    visibilityState: visibility,
    head: { appendChild: (el: { src: string; async: boolean }) => added.push({ src: el.src, async: el.async }) },
    createElement: () => ({ src: '', async: true }),
    addEventListener: (type: string, fn: () => void) => {
      listeners[type] = fn;
    },
  };
  const context: Record<string, unknown> = {
    document,
    performance: { getEntriesByName: (name: string) => paints.filter((p) => p === name) },
    requestAnimationFrame: (fn: () => void) => frameCallbacks.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  };
  if (observer) {
    context.PerformanceObserver = class {
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback());
      }
      disconnect() {}
    };
  }
  /** Removes and returns the pending timers of this delay. */
  const takeTimers = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
    return due;
  };
  vm.runInNewContext(loaderSource(['/a.js', '/b.js', '/c.js']), context);
  return {
    added,
    parse: () => {
      document.readyState = 'interactive';
      listeners.DOMContentLoaded?.();
    },
    paint: () => {
      paints.push('first-contentful-paint');
      for (const notify of observers) notify();
    },
    /** Runs the next `count` animation frames. */
    frames: (count = 1) => {
      for (let i = 0; i < count; i += 1) for (const fn of frameCallbacks.splice(0)) fn();
    },
    /** Runs the zero-delay timers set so far, once each: one round of tasks (those they set wait for the next). */
    tasks: () => {
      for (const t of takeTimers(0)) t.fn();
    },
    /** Runs zero-delay timers until none is left. */
    allTasks: () => {
      for (let round = takeTimers(0); round.length > 0; round = takeTimers(0)) for (const t of round) t.fn();
    },
    fallback: () => {
      for (const t of takeTimers(PAINT_WAIT_MS)) t.fn();
    },
  };
}

describe('the loader', () => {
  it('adds the scripts in order, not async, once the page has painted and two more frames have begun', () => {
    const page = fakePage();
    page.tasks();
    expect(page.added).toEqual([]);
    page.parse();
    page.paint();
    page.frames();
    page.tasks();
    expect(page.added, 'one frame after parsing is not enough').toEqual([]);
    page.frames(2);
    expect(page.added, 'added in a task of their own').toEqual([]);
    page.tasks();
    expect(page.added, 'the first script in the first task').toEqual([{ src: '/a.js', async: false }]);
    page.tasks();
    expect(page.added, 'the next one in a task of its own').toHaveLength(2);
    page.allTasks();
    expect(page.added).toEqual([
      { src: '/a.js', async: false },
      { src: '/b.js', async: false },
      { src: '/c.js', async: false },
    ]);
  });

  it('waits for the paint even when the frames have passed', () => {
    const page = fakePage();
    page.parse();
    page.frames(3);
    page.tasks();
    expect(page.added).toEqual([]);
    page.paint();
    page.allTasks();
    expect(page.added.map((s) => s.src)).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('adds them once, even if the fallback timer fires afterwards', () => {
    const page = fakePage();
    page.parse();
    page.paint();
    page.frames(3);
    page.allTasks();
    page.fallback();
    page.allTasks();
    expect(page.added).toHaveLength(3);
  });

  it('adds them after the wait when no paint is reported', () => {
    const page = fakePage();
    page.parse();
    page.fallback();
    expect(page.added.map((s) => s.src), 'the first at once').toEqual(['/a.js']);
    page.allTasks();
    expect(page.added.map((s) => s.src)).toEqual(['/a.js', '/b.js', '/c.js']);
  });

  it('adds them as soon as the document is parsed in a hidden page or without paint timing', () => {
    for (const page of [fakePage({ visibility: 'hidden' }), fakePage({ observer: false })]) {
      expect(page.added).toEqual([]);
      page.parse();
      expect(page.added).toHaveLength(1);
      page.allTasks();
      expect(page.added).toHaveLength(3);
    }
  });
});
