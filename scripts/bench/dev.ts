/**
 * Dev server figures (`npm run bench`, and tests/e2e/dev-server.spec.ts): the time from starting
 * `rspress dev` to the first page shown in a browser, and from an edit to the edit shown in that
 * open page, for the page's own text, a fragment it imports and a data file under site/.
 *
 * It runs on a copy of the site in a temporary folder (docs, site, theme, plugins, the config;
 * node_modules linked), so the edits never touch the working tree.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** What the copy holds besides node_modules (a link): everything the config and the pages read. */
const SITE_PARTS = ['docs', 'site', 'theme', 'plugins', 'rspress.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'env.d.ts'];

/** The page opened, the fragment it imports and the edits made (files relative to the copy). */
export const DEV_PAGE = {
  route: '/plugins/dev/hooks',
  file: 'docs/en/plugins/dev/hooks.mdx',
  fragment: 'docs/en/shared/fragments/hooks-build.mdx',
  /** A UI string the page shows, from site/i18n.ts (read by the config: Rspress's i18nSource). */
  data: { file: 'site/i18n.ts', from: "editLinkText: { en: 'Edit this page on GitHub'", text: 'Edit this page on GitHub' },
  /** The title of the page's sidebar group, from site/sidebar.ts (read by the config: the sidebar in Rspress's site data). */
  sidebar: { file: 'site/sidebar.ts', from: "section('Plugin API', '插件 API'", text: 'Plugin API' },
};

/** Other pages timed from a first start of a fresh copy each, with an edit to their title: the page #42 measured its figures on. */
export const DEV_OTHER_PAGES = [{ route: '/config/source/define', file: 'docs/en/config/source/define.mdx' }];

/** The edit made to a page's own text: its title gets `page-<tag>`, which the open page then shows. */
export function pageTitleEdit(file: string, tag: string): { apply: () => void; shows: string } {
  return { apply: () => editFile(file, /^# (.*)$/m, `# $1 page-${tag}`), shows: `page-${tag}` };
}

/** A copy of the site in a new temporary folder; `remove` deletes it. */
export function copySite(repoRoot: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-docs-dev-'));
  for (const part of SITE_PARTS) cpSync(path.join(repoRoot, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface DevServer {
  origin: string;
  /** performance.now() when the command was started. */
  startedAt: number;
  /** performance.now() when the server printed its "Local:" address; undefined before. */
  listenedAt: () => number | undefined;
  /** The server's output so far. */
  output: () => string;
  /** Whether the process has exited. */
  exited: () => boolean;
  stop: () => Promise<void>;
}

/** Starts `rspress dev --port <port>` in `cwd` (its own process group, stopped with it). */
export function startDevServer(cwd: string, port: number, env: NodeJS.ProcessEnv = process.env): DevServer {
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['node_modules/@rspress/core/bin/rspress.js', 'dev', '--port', String(port)], {
    cwd,
    // The highlighted code blocks a dev server keeps between starts (plugins/highlight-cache.ts) stay in this copy.
    env: { SITE_DEV_CACHE: path.join(cwd, '.cache/highlight'), ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let listenedAt: number | undefined;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (listenedAt === undefined && output.includes('Local:')) listenedAt = performance.now();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  return {
    origin: `http://127.0.0.1:${port}`,
    startedAt,
    listenedAt: () => listenedAt,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', onExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        kill('SIGTERM');
      }),
  };
}

/** Resolves once `url` answers 200 (polled every 50 ms); rejects after `timeoutMs` or when the server exits. */
export async function waitForHtml(url: string, timeoutMs: number, server?: DevServer): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (server?.exited()) throw new Error(`rspress dev exited before ${url} answered:\n${server.output()}`);
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${server?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Replaces `from` by `to` in a file (which must contain it once at least). */
export function editFile(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file}: nothing to edit (${String(from)})`);
  writeFileSync(file, edited);
}

/** The four edits, made in the copy at `dir`, each with the text the open page shows once it is in. */
export function devEdits(dir: string, tag: string): { name: 'page' | 'fragment' | 'data' | 'sidebar'; apply: () => void; shows: string }[] {
  const page = path.join(dir, DEV_PAGE.file);
  const fragment = path.join(dir, DEV_PAGE.fragment);
  const data = path.join(dir, DEV_PAGE.data.file);
  const sidebar = path.join(dir, DEV_PAGE.sidebar.file);
  return [
    { name: 'page', ...pageTitleEdit(page, tag) },
    { name: 'fragment', apply: () => editFile(fragment, /\s*$/, `\n\nfragment-${tag}\n`), shows: `fragment-${tag}` },
    {
      name: 'data',
      apply: () => editFile(data, DEV_PAGE.data.from, DEV_PAGE.data.from.replace(DEV_PAGE.data.text, `${DEV_PAGE.data.text} data-${tag}`)),
      shows: `data-${tag}`,
    },
    {
      name: 'sidebar',
      apply: () => editFile(sidebar, DEV_PAGE.sidebar.from, DEV_PAGE.sidebar.from.replace(DEV_PAGE.sidebar.text, `${DEV_PAGE.sidebar.text} sidebar-${tag}`)),
      shows: `sidebar-${tag}`,
    },
  ];
}

/**
 * More edits to site data the config reads, each with what the open page (or a new one) shows once it
 * is in: the banner (site/banner.ts, turned on with a new message), a social link's address
 * (site/links.ts, a navbar link) and a redirect (site/redirects.ts, from `redirect.from` to the page).
 */
export function siteDataEdits(dir: string, tag: string) {
  const banner = path.join(dir, 'site/banner.ts');
  const links = path.join(dir, 'site/links.ts');
  const redirects = path.join(dir, 'site/redirects.ts');
  const discord = `https://discord.gg/e2e-${tag}`;
  const from = `/redirect-${tag}`;
  return {
    banner: {
      apply: () => {
        editFile(banner, 'display: false', 'display: true');
        editFile(banner, /en: '[^']*'/, `en: 'banner-${tag}'`);
      },
      shows: `banner-${tag}`,
    },
    link: { apply: () => editFile(links, /discord: '[^']*'/, `discord: '${discord}'`), selector: `a[href="${discord}"]` },
    redirect: {
      // `$$` is a `$` in a replacement string.
      apply: () => editFile(redirects, 'export const redirects: Redirect[] = [', `export const redirects: Redirect[] = [\n  { from: '^${from}$$', to: '${DEV_PAGE.route}' },`),
      from,
    },
  };
}

/** Waits until the open page shows `text` (the page's own state, not a duration). */
export async function waitForText(page: Page, text: string, timeoutMs: number): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: timeoutMs });
}

declare global {
  interface Window {
    /** When the page first showed an <h1> (ms since the epoch, the page's clock): recordShown. */
    __h1ShownAt?: number;
    /** When the page first showed the text recordShown was given. */
    __textShownAt?: number;
  }
}

/*
 * When the page showed something, as the page saw it. Playwright's waits for a state poll the page at
 * growing intervals, 500 ms apart after the first 270 ms, so the moment a wait returns can be up to
 * half a second after the frame that showed it: the same edit measured 330-355 ms or 826-841 ms
 * (8 runs), depending on which poll saw it. The page records the animation frame instead (the frame
 * whose paint shows it), on its own clock, which is Node's (both count from the epoch; a round trip
 * compared them to within 1-2 ms). The waits above stay: they are the state the bench waits for.
 */

/** What recordShown watches for: an <h1> (`__h1ShownAt`), or a text (`__textShownAt`). */
export type ShownTarget = { key: '__h1ShownAt' } | { key: '__textShownAt'; text: string };

/**
 * Run in the page, as an init script (before the page's own scripts) or before an edit: records in
 * `window[target.key]` the first animation frame in which an <h1> is laid out visible, or in which a
 * visible element holds `target.text`. (No named function inside: tsx would wrap it in a helper the
 * page does not have.)
 */
export function recordShown(target: ShownTarget): void {
  window[target.key] = undefined;
  const observer = new MutationObserver(() => {
    if ('text' in target ? !document.body?.textContent?.includes(target.text) : !document.querySelector('h1')) return;
    requestAnimationFrame(() => {
      if (window[target.key] !== undefined) return;
      let visible = false;
      if ('text' in target) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node && !visible; node = walker.nextNode()) {
          visible = (node.nodeValue?.includes(target.text) ?? false) && (node.parentElement?.getClientRects().length ?? 0) > 0;
        }
      } else visible = (document.querySelector('h1')?.getClientRects().length ?? 0) > 0;
      if (!visible) return;
      window[target.key] = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Now, in ms since the epoch (the clock the page's records use). */
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Saves an edit (`apply`) and returns the time from the save to the frame in which the open page first
 * showed `shows`; null when it was not shown within EDIT_TIMEOUT_MS. Without a record from the page
 * (it reloaded), the time the wait returned.
 */
export async function timeEdit(page: Page, apply: () => void, shows: string): Promise<number | null> {
  await page.evaluate(recordShown, { key: '__textShownAt', text: shows } as ShownTarget);
  const at = epochNow();
  apply();
  try {
    await waitForText(page, shows, EDIT_TIMEOUT_MS);
  } catch {
    return null;
  }
  const shownAt = await page.evaluate(() => window.__textShownAt);
  return (shownAt ?? epochNow()) - at;
}

/** How long an edit may take to show before it counts as not shown. */
export const EDIT_TIMEOUT_MS = 90_000;

/** One start of the dev server: command started → listening, HTML answered, page shown. */
export interface DevStart {
  /** Command started → the server listens (its "Local:" line). */
  listenMs: number;
  /** Command started → the page's HTML answers 200. */
  htmlMs: number;
  /** Command started → the page's h1 is shown in the browser (the frame that showed it, when the page recorded it: recordShown). */
  shownMs: number;
}

/** Dev server figures, as bench/results/*.json holds them (`dev`). */
export interface DevFigures extends DevStart {
  /** Edit saved → the edit is shown in the open page (no reload by hand); null when not shown within EDIT_TIMEOUT_MS. */
  editPageMs: number | null;
  editFragmentMs: number | null;
  editDataMs: number | null;
  /** Absent in results recorded before the sidebar edit was timed. */
  editSidebarMs?: number | null;
  /**
   * The same copy started again after the edits (absent in older results). The first start is a
   * fresh checkout's: Rsbuild loads the config with jiti, which transpiles it and every TypeScript
   * file it imports (about 40) with Babel and caches the result in node_modules/.cache/jiti under the
   * file's path; the dev server keeps its highlighted code blocks (plugins/highlight-cache.ts, in the copy).
   * The copy is new each time, so the first start finds neither; a writer's every start after their
   * first finds both, as this one does (the edited files and code blocks aside).
   */
  nextStart?: DevStart;
  /**
   * First starts of a fresh copy opening DEV_OTHER_PAGES (absent in older results), each with the time
   * from an edit to the page's title to the edit shown (absent in results recorded before it was timed).
   */
  otherPages?: (DevStart & { route: string; editPageMs?: number | null; nextStart?: DevStart })[];
  route: string;
  loadAverage: number[];
}

type OpenPage = (url: string) => Promise<{ page: Page; close: () => Promise<void> }>;

/** Starts the dev server in `dir` and opens `route`; the caller closes the page and stops the server. */
async function startAndShow(dir: string, openPage: OpenPage, route: string = DEV_PAGE.route) {
  const server = startDevServer(dir, await freePort());
  try {
    const url = `${server.origin}${route}`;
    await waitForHtml(url, 180_000, server);
    const htmlMs = performance.now() - server.startedAt;
    const opened = await openPage(url);
    try {
      await opened.page.locator('h1').first().waitFor({ state: 'visible', timeout: 180_000 });
      const shownAt = await opened.page.evaluate(() => window.__h1ShownAt);
      const shownMs = (shownAt ?? epochNow()) - (performance.timeOrigin + server.startedAt);
      const start: DevStart = { listenMs: (server.listenedAt() ?? Number.NaN) - server.startedAt, htmlMs, shownMs };
      return { server, ...opened, start };
    } catch (error) {
      await opened.close();
      throw error;
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * A first start on a fresh copy of the site, opening `route`, then an edit to the title of the page
 * (`file`); then the next start of the same copy, opening `route` again (the writer's everyday start).
 */
async function firstStart(repoRoot: string, openPage: OpenPage, { route, file }: { route: string; file: string }) {
  const copy = copySite(repoRoot);
  try {
    const { server, page, close, start } = await startAndShow(copy.dir, openPage, route);
    let editPageMs: number | null;
    try {
      const edit = pageTitleEdit(path.join(copy.dir, file), String(Date.now()));
      editPageMs = await timeEdit(page, edit.apply, edit.shows);
    } finally {
      await close();
      await server.stop();
    }
    const next = await startAndShow(copy.dir, openPage, route);
    await next.close();
    await next.server.stop();
    return { route, ...start, editPageMs, nextStart: next.start };
  } finally {
    copy.remove();
  }
}

/**
 * Starts the dev server on a copy of the site, opens DEV_PAGE in Chromium and times it and the four
 * edits; then starts it again on the same copy and times that start too. Then a first start on a
 * fresh copy for each of DEV_OTHER_PAGES, with an edit to its title and the next start.
 */
export async function measureDev(repoRoot: string, openPage: OpenPage): Promise<DevFigures> {
  const copy = copySite(repoRoot);
  const loadAverage = os.loadavg().map((n) => Math.round(n * 100) / 100);
  try {
    const { server, page, close, start } = await startAndShow(copy.dir, openPage);
    const edits: Record<string, number | null> = {};
    try {
      // Null when not shown (the dev server before #42 never showed a change to the config's site data).
      for (const edit of devEdits(copy.dir, String(Date.now()))) edits[edit.name] = await timeEdit(page, edit.apply, edit.shows);
    } finally {
      await close();
      await server.stop();
    }
    const next = await startAndShow(copy.dir, openPage);
    await next.close();
    await next.server.stop();
    const otherPages = [];
    for (const other of DEV_OTHER_PAGES) otherPages.push(await firstStart(repoRoot, openPage, other));
    return {
      ...start,
      editPageMs: edits.page,
      editFragmentMs: edits.fragment,
      editDataMs: edits.data,
      editSidebarMs: edits.sidebar,
      nextStart: next.start,
      otherPages,
      route: DEV_PAGE.route,
      loadAverage,
    };
  } finally {
    copy.remove();
  }
}

/** measureDev in Debian's Chromium, a new browser context for the page, which records when it showed its <h1>. */
export async function measureDevInChromium(repoRoot: string): Promise<DevFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await measureDev(repoRoot, async (url) => {
      const context = await browser.newContext();
      await context.addInitScript(recordShown, { key: '__h1ShownAt' } as ShownTarget);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      return { page, close: () => context.close() };
    });
  } finally {
    await browser.close();
  }
}
