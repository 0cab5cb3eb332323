/**
 * Size budgets, in bytes of gzip (zlib default level), of the JavaScript a
 * page loads before it is interactive. Asserted by tests/e2e/budgets.spec.ts
 * and printed next to the measured figures by `npm run bench`.
 *
 * The issue set 200 KB for a doc page and 220 KB for the home page. Lazy
 * search and a trimmed page list took the heaviest doc page from about 235 KB to
 * 197 KB and the home page from 224 KB to 182 KB; the home budget was lowered
 * accordingly. Every page added to the site adds about 0.1 KB (its entry in
 * the page list that every page loads).
 *
 * At full size (369 pages) the page list took doc pages to 229 KB. Its meta
 * descriptions (29 KB) left it for the static HTML (plugins/lean-page-data.ts):
 * 197–204 KB measured
 * 2026-11-23.
 *
 * 2026-11-26: the page list keeps only route paths (each page's own fields
 * moved into its module), lazy chunks are named by hash alone (no table of
 * route chunk names in the runtime), medium-zoom loads on the first click on
 * an image: doc pages 176.0–191.4 KB (/zh/plugins/dev/hooks, lazy chunks
 * included), home 172.5 KB, as this test measures them (was 197–212 and
 * 195–197). The budgets below hold that level; the performance issue's 160 KB doc /
 * 150 KB home are not reached yet (React 69 KB and Rspress's theme and route
 * table are most of what is left).
 *
 * 2026-11-26 (later): the route table as data and a loop (plugins/compact-routes.ts,
 * −7.9 KB), the search dialog loaded on first open (−1.7 KB): doc pages
 * 166.5–182.0 KB (/zh/plugins/dev/hooks), home 163.0 KB. (The test had been
 * measuring the home page as "the heaviest doc page" since route chunks stopped
 * being preloaded in the HTML; it now finds the heaviest route chunk itself.)
 *
 * 2026-11-26 (js-base): what only some pages need comes with their route
 * (theme/routeNeeds.ts): the landing code (home pages), each language's
 * sidebar (doc pages of that language), the overview (overview pages); no page
 * list; routes written as their files; lazy chunks named by the build hash (no
 * table of names in the runtime); the navigation progress bar loads when first
 * shown; Rspress's own home and 404 layouts left the bundle. Home 163.0 ->
 * 148.4/148.5 KB (the 150 KB is reached), doc pages 166.5 -> 150.8 KB
 * (/config/source/define) up to 166.5 KB (/zh/plugins/dev/hooks, whose page
 * chunks alone are 19.5 KB: the 160 KB for doc pages now depends on
 * the page chunks).
 *
 * 2026-11-26 (later): code blocks as HTML strings in the page chunks
 * (plugins/raw-code-blocks.ts), package-manager tabs that render the chosen
 * command only, and no unhead in the browser (theme/shims/unhead.tsx, -6.3 KB
 * on every page): home 141.2 KB, doc pages 143.5 KB (/config/source/define)
 * up to 155.9 KB (/plugins/dev/hooks). The 160 KB and 150 KB are both
 * met; the budgets below sit just above the measured figures.
 *
 * 2026-11-26 (hydration): our outline watcher, reading progress and hydrated
 * page data (theme/components/TocWatcher, ReadPercent, theme/hooks/useHydratedPageData.ts)
 * add 0.2 KB net: /zh/plugins/dev/hooks, the heaviest page, 158.0 -> 158.2 KB.
 * The doc budget moves from 158 to 159 KB, still under the 160 KB.
 *
 * 2026-11-27 (fewer components to hydrate): MDX gets plain tag names where
 * Rspress's component only passes its props on (theme/components/A11y/mdxComponents.tsx,
 * 1,764 -> 1,444 fibers on /zh/plugins/list/plugin-react), +65 bytes:
 * /zh/plugins/dev/hooks 158.94 -> 159.00 KB. The doc budget moves to 159.5 KB.
 *
 * 2026-11-27 (search keeps early keys, issue #41): the box that takes the keys
 * typed while the search dialog's code loads (theme/components/Search/PendingSearch.tsx)
 * is part of every page, and the hooks page gained the corrections of issue #39
 * (its page chunks grow with its text): /plugins/dev/hooks 159.79 KB. The doc
 * budget moves to 160 KB, the performance issue's limit.
 *
 * 2026-11-27 (later, issue #39): the review of the hook pages added what the hooks
 * really do (concurrency, timing, what repeats on rebuilds) to the hooks page and
 * its fragments, whose compiled MDX is part of that page's first load:
 * /plugins/dev/hooks 161.2 KB, /zh/plugins/dev/hooks 163.9 KB (page and fragment
 * chunks 11.6 + 8.6 KB and 13.1 + 9.5 KB; the framework's scripts unchanged). The
 * doc budget moves to 165 KB: above the performance issue's 160 KB for the two
 * longest reference pages only, through their text (the bench set's doc pages
 * measured 140.8-145.2 KiB at stop 37).
 *
 * 2026-11-28 (issue #39, sixth review pass): the hooks page and its fragments gained
 * what the review found (modifyRspackConfig helpers lost after a returned object, with
 * its example; restart triggers; SIGTERM and middleware mode): /zh/plugins/dev/hooks
 * 165.8 KB, of which page, fragment and sidebar chunks 14.4 + 10.1 + 3.0 KB; the
 * framework's scripts are unchanged at 138.2 KB.
 *
 * 2026-11-28 (later): the budget had been raised for every page to let that one page through.
 * Now every doc page is held to the performance issue's 160 KB again, and the pages
 * whose own text takes them above it are named below, each with its own ceiling, so
 * that no other page can grow into the room their text needs. The test checks the
 * heaviest page of each language outside that list against the general budget, and
 * each listed page against its ceiling (and that it still needs its entry). Measured:
 * /plugins/dev/hooks 162.9 KB, /zh/plugins/dev/hooks 165.9 KB; the heaviest other pages
 * /guide/advanced/ssr 155.9 KB and /zh/guide/advanced/ssr 157.9 KB; /config/source/define
 * 146.3 KB.
 */
export const budgets = {
  /** Any documentation page (lazy chunks that arrive before the network is idle included). */
  docPageJs: 160_000,
  /**
   * Doc pages allowed above `docPageJs` by the weight of their own compiled text (the page's
   * and its fragments' chunks, which the first load includes), each with its ceiling.
   */
  longDocPagesJs: {
    '/plugins/dev/hooks': 164_000,
    '/zh/plugins/dev/hooks': 167_000,
  } as Readonly<Record<string, number>>,
  /** The landing page. */
  homeJs: 144_000,
  /**
   * Search index a reader's first query loads (page list, term shards, texts
   * of the pages shown), gzip level 9, per language (tests/e2e/search-quality.spec.ts).
   */
  searchFirstQueryIndexGzip: 100_000,
} as const;
