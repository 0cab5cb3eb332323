import { expect, test, waitForHydration } from './fixtures';

const sections = [
  { en: 'Guide', zh: '指南', href: '/guide/start/', page: '/guide/basic/cli' },
  { en: 'Config', zh: '配置', href: '/config/', page: '/config/dev/hmr' },
  { en: 'Plugin', zh: '插件', href: '/plugins/list/' },
  { en: 'API', zh: 'API', href: '/api/start/' },
  { en: 'Community', zh: '社区', href: '/community/' },
];

for (const lang of ['en', 'zh'] as const) {
  const p = lang === 'en' ? '' : '/zh';

  test(`${lang}: nav items link to their sections`, async ({ page }) => {
    await page.goto(`${p}/guide/start/`);
    const items = page.locator('.rp-nav-menu__item > a');
    await expect(items).toHaveText(sections.map((s) => s[lang]));
    expect(await items.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      sections.map((s) => `${p}${s.href}`),
    );
  });

  for (const s of sections.filter((x) => x.page)) {
    test(`${lang}: ${s.en} is active on ${s.page}`, async ({ page }) => {
      await page.goto(`${p}${s.page}`);
      const active = page.locator('.rp-nav-menu__item--active');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(s[lang]);
    });
  }

  test(`${lang}: version menu lists the changelog and the 0.x docs`, async ({ page }) => {
    await page.goto(`${p}/guide/start/`);
    // The menu opens on a pointer event that React handles: hover once the page has hydrated.
    await waitForHydration(page);
    const menu = page.locator('.rp-nav-menu__item').filter({ hasText: lang === 'en' ? 'Version' : '版本' });
    await menu.hover();
    const changelog = page.getByRole('link', { name: lang === 'en' ? 'Changelog' : '更新日志' });
    await expect(changelog).toBeVisible();
    await expect(changelog).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild/releases');
    await expect(page.getByRole('link', { name: lang === 'en' ? 'v0.x Docs' : 'v0.x 文档' })).toHaveAttribute(
      'href',
      'https://v0.rsbuild.rs',
    );
  });

  test(`${lang}: guide sidebar has its sections, marks the current page, collapses`, async ({ page }) => {
    await page.goto(`${p}/guide/basic/cli`);
    await waitForHydration(page);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const groups = sidebar.locator('.rp-sidebar-group > .rp-sidebar-item__left');
    const expected = lang === 'en'
      ? ['Getting Started', 'Framework', 'Basic', 'Configuration', 'Styling', 'Advanced', 'Optimization', 'Migration', 'Debug', 'FAQ']
      : ['开始', '框架', '基础', '配置', '样式', '进阶', '优化', '迁移', '调试', '常见问题'];
    await expect(groups).toHaveText(expected);
    const current = sidebar.locator('.rp-sidebar-item--active');
    await expect(current).toHaveAttribute('href', `${p}/guide/basic/cli`);
    // Expanded by default: pages of every group are visible.
    const react = sidebar.locator(`a[href="${p}/guide/framework/react"]`);
    await expect(react).toBeVisible();
    // Collapsible: clicking the group header folds its pages away (height 0).
    await sidebar.locator('.rp-sidebar-group').filter({ hasText: expected[1] }).first().click();
    const fold = react.locator('xpath=../..');
    await expect.poll(async () => (await fold.boundingBox())?.height).toBe(0);
  });

  test(`${lang}: config sidebar lists the top-level options and sections`, async ({ page }) => {
    await page.goto(`${p}/config/dev/hmr`);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    for (const link of ['/config/', '/config/mode', '/config/root', '/config/environments', '/config/plugins', '/config/resolve/alias', '/config/security/sri']) {
      await expect(sidebar.locator(`a[href="${p}${link}"]`)).toHaveCount(1);
    }
    await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveAttribute('href', `${p}/config/dev/hmr`);
  });

  test(`${lang}: clicking a sidebar link navigates without reload`, async ({ page }) => {
    await page.goto(`${p}/guide/start/`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator(`.rp-doc-layout__sidebar a[href="${p}/guide/start/quick-start"]`).click();
    await expect(page).toHaveURL(`${p}/guide/start/quick-start`);
    await expect(page.locator('.rp-doc h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
}

test('language switch keeps the path and the query string', async ({ page }) => {
  await page.goto('/guide/basic/cli?foo=1&bar=two');
  await waitForHydration(page);
  const switcher = page.locator('.rp-nav__others .rp-nav-menu__item');
  await switcher.hover();
  await page.locator('.rp-nav__others a[hreflang="zh"]').click();
  await expect(page).toHaveURL('/zh/guide/basic/cli?foo=1&bar=two');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('.rp-doc h1')).toHaveText(/命令行/);
  await waitForHydration(page);
  await switcher.hover();
  await page.locator('.rp-nav__others a[hreflang="en"]').click();
  await expect(page).toHaveURL('/guide/basic/cli?foo=1&bar=two');
});
