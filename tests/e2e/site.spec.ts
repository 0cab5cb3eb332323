import { links } from '../../site/links';
import { expect, test, waitForHydration } from './fixtures';

test.describe('site data', () => {
  test('title, description, favicon and logos are self-hosted', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page).toHaveTitle(/ - Rsbuild$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const logos = page.locator('.rp-nav__title__logo img');
    await expect(logos.first()).toHaveAttribute('src', /^\/logo-(light|dark)\.svg$/);
    for (const src of ['/favicon.svg', '/logo-light.svg', '/logo-dark.svg']) {
      const res = await page.request.get(src);
      expect(res.status(), src).toBe(200);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('home pages carry the locale descriptions', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Rspack-based build tool/);
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Rspack/);
  });

  test('social links open in a new tab', async ({ page }) => {
    await page.goto('/guide/start/');
    const social = page.locator('.rp-nav__others .rp-social-links a');
    await expect(social).toHaveCount(4);
    const hrefs = await social.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([links.repo, links.x, links.discord, links.bluesky]);
    for (const a of await social.all()) await expect(a).toHaveAttribute('target', '_blank');
  });

  test('edit link points to website/docs with a translated label, plus last-updated line', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const edit = page.locator('.rp-doc-footer .rp-edit-link');
    await expect(edit).toHaveText('Edit this page on GitHub');
    await expect(edit).toHaveAttribute('href', `${links.docsSource}/en/guide/start/quick-start.mdx`);
    await expect(edit).toHaveAttribute('href', /github\.com\/web-infra-dev\/rsbuild\/tree\/main\/website\/docs\//);
    await expect(page.locator('.rp-last-updated')).toContainText('Last Updated');

    await page.goto('/zh/guide/start/quick-start');
    await expect(page.locator('.rp-doc-footer .rp-edit-link')).toHaveText('在 GitHub 上编辑此页');
    await expect(page.locator('.rp-doc-footer .rp-edit-link')).toHaveAttribute('href', `${links.docsSource}/zh/guide/start/quick-start.mdx`);
    await expect(page.locator('.rp-last-updated')).toContainText('最后更新时间');
  });

  test('UI strings in both languages', async ({ page }) => {
    await page.goto('/guide/basic/cli');
    await expect(page.locator('.rp-outline__title')).toHaveText('ON THIS PAGE');
    await expect(page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc')).toHaveText('Previous Page');
    await expect(page.locator('.rp-prev-next-page__next .rp-prev-next-page__item__desc')).toHaveText('Next Page');
    await expect(page.locator('.rp-search-button')).toContainText('Search');

    await page.goto('/zh/guide/basic/cli');
    await expect(page.locator('.rp-outline__title')).toHaveText('目录');
    await expect(page.locator('.rp-prev-next-page__prev .rp-prev-next-page__item__desc')).toHaveText('上一页');
    await expect(page.locator('.rp-prev-next-page__next .rp-prev-next-page__item__desc')).toHaveText('下一页');
    await expect(page.locator('.rp-search-button')).toContainText('搜索');
  });

  test('overview filter label and placeholder', async ({ page }) => {
    await page.goto('/config/');
    await expect(page.locator('label[for="api-filter"]')).toHaveText('Filter');
    await expect(page.locator('#api-filter')).toHaveAttribute('placeholder', 'Enter keyword');
    await page.goto('/zh/config/');
    await expect(page.locator('label[for="api-filter"]')).toHaveText('筛选');
    await expect(page.locator('#api-filter')).toHaveAttribute('placeholder', '输入关键词');
  });
});

test.describe('head on client-side navigation', () => {
  /** Title, <html lang> and og:title of a built page, as its static HTML has them. */
  const staticHead = (html: string) => ({
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
  });
  const liveHead = (page: import('@playwright/test').Page) =>
    page.evaluate(() => ({
      title: document.title,
      lang: document.documentElement.lang,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? undefined,
    }));

  test('a page reached in the browser has the title, language and og:title of its built HTML', async ({ page, request }) => {
    const expectHeadOf = async (url: string) => {
      await expect(page).toHaveURL(url);
      const expected = staticHead(await (await request.get(url)).text());
      expect(expected.title, `title of ${url}`).toBeTruthy();
      await expect.poll(() => liveHead(page)).toEqual(expected);
    };
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/quick-start"]').first().click();
    await expectHeadOf('/guide/start/quick-start');
    // The language switch: <html lang> follows.
    await page.locator('.rp-nav__others .rp-nav-menu__item').hover();
    await page.locator('.rp-nav__others a[hreflang="zh"]').click();
    await expectHeadOf('/zh/guide/start/quick-start');
    await page.locator('.rp-nav__title a').first().click();
    await expectHeadOf('/zh/');
    expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without a page load').toBe(true);
  });
});
