/**
 * Paint first, then run the scripts.
 *
 * Rsbuild writes the page's scripts as `<script defer>` in the head. A deferred
 * script runs as soon as the document is parsed, and when it is already
 * downloaded that is before the browser has painted anything: the page shows
 * nothing until React's modules have been evaluated. On a slow phone that
 * takes a few hundred milliseconds.
 *
 * In a production build, this plugin replaces the deferred scripts with a
 * small inline loader. Once the document is parsed and the browser reports
 * its first contentful paint, the loader adds the scripts in their original
 * order (`async = false`), two frames after the one that drew the whole page,
 * one script per task: adding a script costs the main thread about 3 ms
 * (Chromium starts its request at once), and the five of a page added in one
 * task made a 15-20 ms task (60-80 ms on a phone four times slower) right after
 * the first paint, where it counts as blocking time.
 *
 * Nothing asks for the scripts before that: until the first paint, the
 * connection carries only what the first screen needs (the page, its
 * stylesheet, its images). The scripts used to be preloaded with the HTML as
 * well, at low priority, so they were ready a little sooner. That gained
 * little, since the page is static HTML, readable and with working links from
 * its first paint. And Lighthouse's simulation counted each preloaded script
 * whose evaluation it could not see (it drops tasks under 10 ms from its graph)
 * as needed for the largest paint: simulated LCP on / was 2.0-2.1 s with the
 * preloads and 1.1-1.4 s without them, on zh quick-start 1.7-2.0 s and
 * 1.1-1.3 s.
 *
 * The loader adds them at once instead when it cannot wait for a paint:
 * - the page is hidden (a background tab paints nothing);
 * - the browser has no paint timing;
 * - two seconds have passed after the document was parsed.
 *
 * It also adds `<link rel="expect" href="#__rspress_modal_container" blocking="render">`: the
 * browser does not render the page before that element, the last one of Rspress's HTML template,
 * is parsed. Without it, Chromium's parser yields after the navbar, the navbar is painted alone,
 * and the style and layout of the rest (over a thousand elements on a long page) come as a second,
 * long task once something is already on screen. With it, the first frame is the whole page. The
 * scripts wait for that frame anyway, and browsers without `rel=expect` ignore the tag.
 *
 * The dev server keeps Rsbuild's tags (hot reload expects them).
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** A tag as Rsbuild's `modifyHTMLTags` hook gives it. */
export interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
  [key: string]: unknown;
}

/** The id of the last element in every page's HTML (Rspress's template): the first frame waits for it. */
export const LAST_ELEMENT_ID = '__rspress_modal_container';

/** After this long past DOMContentLoaded, the scripts are added even if no paint was reported. */
export const PAINT_WAIT_MS = 2000;

/**
 * The loader, written into the page as its source text (so it must not use anything from this module):
 * `srcs` are the script addresses in order. A first contentful paint can come before the document is
 * parsed (the navbar alone), so the loader also lets frames pass after parsing: the first one holds
 * the whole page, and it is on screen (not only drawn) by the start of the third, about 33 ms later at
 * 60 Hz. The scripts are then added, each in a task of its own. No comments, `<` or `>` inside: unhead, which writes every page's head, reads the
 * template's tags with a scanner that a quote in a comment throws off (the head came out garbled).
 */
function paintFirstLoader(srcs: string[], waitMs: number): void {
  var added = false;
  var next = 0;
  function addNext() {
    var script = document.createElement('script');
    script.src = srcs[next];
    script.async = false;
    document.head.appendChild(script);
    next += 1;
    if (next !== srcs.length) setTimeout(addNext, 0);
  }
  function add() {
    if (added) return;
    added = true;
    if (srcs.length !== 0) addNext();
  }
  function painted() {
    return typeof performance.getEntriesByName === 'function' && performance.getEntriesByName('first-contentful-paint').length !== 0;
  }
  function afterParse() {
    if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function' || typeof requestAnimationFrame !== 'function') return add();
    var framesDrawn = false;
    var hasPainted = painted();
    function addWhenPainted() {
      if (framesDrawn && hasPainted) setTimeout(add, 0);
    }
    var frames = 0;
    function countFrame() {
      frames += 1;
      if (frames === 3) {
        framesDrawn = true;
        addWhenPainted();
      } else requestAnimationFrame(countFrame);
    }
    requestAnimationFrame(countFrame);
    if (!hasPainted) {
      try {
        var observer = new PerformanceObserver(function () {
          if (!painted()) return;
          observer.disconnect();
          hasPainted = true;
          addWhenPainted();
        });
        observer.observe({ type: 'paint', buffered: true });
      } catch {
        return add();
      }
    }
    setTimeout(add, waitMs);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse);
  else afterParse();
}

/** The inline loader's source for these script addresses. */
export function loaderSource(srcs: readonly string[], waitMs: number = PAINT_WAIT_MS): string {
  const fn = paintFirstLoader.toString();
  if (/[<>]|\/\/|\/\*/.test(fn)) {
    throw new Error(`plugins/paint-first.ts: the loader's source must not contain comments, < or >; the page head would be garbled:\n${fn}`);
  }
  return `(${fn})(${JSON.stringify(srcs)},${waitMs})`;
}

const isDeferredScript = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string' && Boolean(tag.attrs.defer);

/** Holds the first frame until the page's last element is parsed. */
const wholePageTag: HtmlTag = { tag: 'link', attrs: { rel: 'expect', href: `#${LAST_ELEMENT_ID}`, blocking: 'render' } };

/**
 * The head tags, led by the render-blocking `rel=expect` link, with the deferred scripts left out and
 * the loader of all of them in place of the last one. Other tags are kept as they are, in order.
 */
export function paintFirstTags(headTags: readonly HtmlTag[]): HtmlTag[] {
  const srcs = headTags.filter(isDeferredScript).map((tag) => String(tag.attrs?.src));
  const out: HtmlTag[] = [wholePageTag];
  for (const tag of headTags) {
    if (!isDeferredScript(tag)) out.push(tag);
    else if (String(tag.attrs?.src) === srcs[srcs.length - 1]) out.push({ tag: 'script', children: loaderSource(srcs) });
  }
  return out;
}

/** The script addresses the loader in a built page's HTML adds, in order (empty when it has none). */
export function loaderScriptsOf(html: string): string[] {
  const list = /\(function paintFirstLoader\([\s\S]*?\}\)\((\[[^\]]*\]),\d+\)<\/script>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** Applies paintFirstTags to the browser pages of a production build. */
export function pluginPaintFirst(): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:paint-first',
    setup(api) {
      api.modifyHTMLTags((tags, { environment }) => {
        if (environment.config.mode !== 'production' || environment.name !== 'web') return tags;
        return { ...tags, headTags: paintFirstTags(tags.headTags) };
      });
    },
  };
}
