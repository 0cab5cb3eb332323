import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, siteDir, test, waitForHydration, watchConsole } from './fixtures';

/**
 * What leaves the JavaScript every page loads, and comes with the route that
 * needs it (theme/routeNeeds.ts): the landing code (home pages only), each
 * language's sidebar (doc pages of that language only) and the overview
 * (overview pages only); the progress bar of slow navigations loads when it
 * is first shown; lazy chunks are found without a table of their names.
 */

/** Text that only the built script of each part holds. */
const markers = {
  landing: 'landing-hero-title', // the id of the hero's heading (Landing/Hero.tsx)
  sidebar: { en: '"/guide/":[', zh: '"/zh/guide/":[' }, // the first key of each sidebar
  overview: 'rp-overview-search', // the filter box of Rspress's overview, under ours
  progress: 'nprogress-custom-parent', // the navigation progress bar (theme/shims/nprogress.ts)
};

/** The scripts a page loads from now on (paths), filled as they arrive. */
function scriptsOf(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.endsWith('.js')) files.push(pathname);
  });
  return files;
}

const holds = (files: string[], marker: string) => files.some((file) => readFileSync(path.join(siteDir, file), 'utf8').includes(marker));

/** What of each part the scripts hold. */
const parts = (files: string[]) => ({
  landing: holds(files, markers.landing),
  en: holds(files, markers.sidebar.en),
  zh: holds(files, markers.sidebar.zh),
  overview: holds(files, markers.overview),
  progress: holds(files, markers.progress),
});

const sidebarLink = (page: Page, href: string) => page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`);

// Without this, a marker that no longer matches would make the "loads no …" checks pass on nothing.
test('each marker is in exactly one script of the build, a lazy one', () => {
  const asyncFiles = readdirSync(path.join(siteDir, 'static/js/async')).map((name) => `/static/js/async/${name}`);
  const initialFiles = readdirSync(path.join(siteDir, 'static/js')).filter((name) => name.endsWith('.js')).map((name) => `/static/js/${name}`);
  for (const marker of [markers.landing, markers.sidebar.en, markers.sidebar.zh, markers.overview, markers.progress]) {
    expect(asyncFiles.filter((file) => holds([file], marker)), marker).toHaveLength(1);
    expect(initialFiles.filter((file) => holds([file], marker)), marker).toEqual([]);
  }
  // Rspress's own home page (hero, feature cards), which ours replaces, is in no script at all.
  expect([...asyncFiles, ...initialFiles].filter((file) => holds([file], 'rp-home-hero'))).toEqual([]);
});

for (const url of ['/', '/zh/']) {
  test(`${url} loads the landing code and no sidebar, and hydrates cleanly`, async ({ page }) => {
    const problems = watchConsole(page);
    const files = scriptsOf(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(parts(files)).toEqual({ landing: true, en: false, zh: false, overview: false, progress: false });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'en' ? '' : '/zh';
  test(`${lang}: a doc page loads its language's sidebar and no landing code, and hydrates cleanly`, async ({ page }) => {
    const problems = watchConsole(page);
    const files = scriptsOf(page);
    await page.goto(`${p}/guide/start/quick-start`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(parts(files)).toEqual({ landing: false, en: lang === 'en', zh: lang === 'zh', overview: false, progress: false });
    await expect(sidebarLink(page, `${p}/guide/start/glossary`)).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('client-side navigation brings each page what it needs: home, doc page, other language, home', async ({ page }) => {
  const problems = watchConsole(page);
  const files = scriptsOf(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  // To a doc page: its sidebar comes with it.
  await page.locator('.rp-nav-menu__item > a[href="/guide/start/"]').click();
  await expect(page).toHaveURL('/guide/start/');
  await expect(sidebarLink(page, '/guide/start/quick-start')).toBeVisible();
  expect(parts(files)).toMatchObject({ landing: true, en: true, zh: false });

  // To the other language: its sidebar replaces the first.
  await sidebarLink(page, '/guide/start/quick-start').click();
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  const switcher = page.locator('.rp-nav__others .rp-nav-menu__item');
  await switcher.hover();
  await page.locator('.rp-nav__others a[hreflang="zh"]').click();
  await expect(page).toHaveURL('/zh/guide/start/quick-start');
  await expect(sidebarLink(page, '/zh/guide/start/glossary')).toBeVisible();
  await expect(sidebarLink(page, '/guide/start/glossary')).toHaveCount(0);
  expect(parts(files).zh).toBe(true);

  // Home again, in Chinese: the landing, without a reload all along.
  await page.locator('.rp-nav__title a').first().click();
  await expect(page).toHaveURL('/zh/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(problems).toEqual([]);
});

for (const url of ['/config/', '/zh/config/']) {
  test(`${url}, an overview page, loads the overview with its route and hydrates cleanly`, async ({ page }) => {
    const problems = watchConsole(page);
    const files = scriptsOf(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(parts(files)).toMatchObject({ landing: false, overview: true, progress: false });
    await expect(page.locator('.rp-overview-group').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a slow navigation shows the progress bar, which loads then', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/guide/start/');
  await waitForHydration(page);
  // The page chunks wait until the bar is up; the bar's own chunk does not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/async/*.js', async (route) => {
    if (!holds([new URL(route.request().url()).pathname], markers.progress)) await held;
    await route.continue();
  });
  await sidebarLink(page, '/guide/start/glossary').click();
  await expect(page.locator('#nprogress')).toBeAttached();
  release();
  await expect(page).toHaveURL('/guide/start/glossary');
  await expect(page.locator('.rp-doc h1')).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('lazy chunks are named by id and build hash, and the runtime holds no table of names', () => {
  const names = readdirSync(path.join(siteDir, 'static/js/async')).filter((name) => name.endsWith('.js'));
  const hashes = new Set(names.map((name) => /^[0-9a-z_]+\.([0-9a-f]{10})\.js$/.exec(name)?.[1]));
  expect([...hashes]).toHaveLength(1);
  const [hash] = [...hashes] as string[];
  expect(hash).toBeTruthy();
  const runtime = readdirSync(path.join(siteDir, 'static/js')).filter((name) => /^index\.[0-9a-f]+\.js$/.test(name));
  expect(runtime).toHaveLength(1);
  const code = readFileSync(path.join(siteDir, 'static/js', runtime[0]), 'utf8');
  // The build hash once (where the runtime builds a name), and no chunk's id next to a name.
  expect(code.split(hash).length - 1).toBe(1);
  expect(code).not.toMatch(/"[0-9a-z]{1,3}":"[0-9a-f]{10}"/);
});
