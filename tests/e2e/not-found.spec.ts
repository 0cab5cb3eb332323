import { expect, test, watchConsole } from './fixtures';

const cases = [
  { lang: 'en', path: '/this/page/does-not-exist', title: 'PAGE NOT FOUND', home: 'Take me home', href: '/' },
  { lang: 'zh', path: '/zh/this/page/does-not-exist', title: '页面未找到', home: '返回首页', href: '/zh/' },
] as const;

for (const c of cases) {
  test(`${c.lang}: unknown path shows the 404 page with status 404 and hydrates cleanly`, async ({ page }) => {
    const problems = watchConsole(page);
    const res = await page.goto(c.path);
    expect(res?.status()).toBe(404);
    await expect(page.locator('main')).toContainText('404');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    const home = page.getByRole('link', { name: c.home });
    await expect(home).toHaveAttribute('href', c.href);
    await page.waitForLoadState('networkidle');
    // The browser reports the 404 status of the document itself; nothing else may be logged.
    expect(problems.filter((m) => !/Failed to load resource: .*404/.test(m))).toEqual([]);
    await home.click();
    await expect(page).toHaveURL(c.href);
  });
}

test('.html and /index suffixes resolve to the page', async ({ page }) => {
  for (const url of ['/guide/start/quick-start.html', '/guide/start/index', '/guide/start/index.html', '/zh/guide/start/quick-start.html']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.locator('.rp-doc h1'), url).toBeVisible();
  }
  await page.goto('/guide/start/quick-start.html');
  await expect(page.locator('.rp-sidebar-item--active')).toHaveAttribute('href', '/guide/start/quick-start');
});
