import { expect, test, waitForHydration, watchConsole } from './fixtures';

test.describe('config overview', () => {
  test('lists every section, top-level options first, each page with its depth-2 headers', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/config/');
    await waitForHydration(page);
    const groups = page.locator('.rp-overview-group');
    const names = (await page.locator('.rp-overview-group').evaluateAll((gs) =>
      gs.map((g) => g.previousElementSibling?.textContent?.replace(/#/g, '').trim() ?? ''),
    )) as string[];
    // Loose sidebar links are named by the page's `overviewLooseTitle`; sections follow in sidebar order.
    expect(names).toEqual(['Top level', 'dev', 'resolve', 'source', 'output', 'html', 'server', 'security', 'tools', 'performance', 'moduleFederation']);
    expect(names).not.toContain('Others');
    const topLevel = groups.first();
    for (const option of ['mode', 'root', 'environments', 'plugins']) {
      await expect(topLevel.getByRole('link', { name: option, exact: true })).toBeVisible();
    }
    // Built from the pages: every option page in the sidebar is listed once.
    const sidebarOptions = await page.locator('.rp-doc-layout__sidebar a').evaluateAll((as) =>
      as.map((a) => a.getAttribute('href')).filter((h) => h !== '/config/'),
    );
    const listed = await page.locator('.rp-overview-group__item__title__link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect([...listed].sort()).toEqual([...sidebarOptions].sort());
    const hmr = page.locator('.rp-overview-group__item').filter({ has: page.getByRole('link', { name: 'dev.hmr', exact: true }) });
    await expect(hmr.getByRole('link', { name: 'Per environment' })).toHaveAttribute('href', '/config/dev/hmr#per-environment');
    // Depth 3 headers stay out.
    const lazy = page.locator('.rp-overview-group__item').filter({ has: page.getByRole('link', { name: 'dev.lazyCompilation', exact: true }) });
    await expect(lazy.getByRole('link', { name: 'How it works' })).toBeVisible();
    await expect(lazy.getByRole('link', { name: 'dev.lazyCompilation.entries' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('filters case-insensitively, hyphens as spaces, by group, title or header', async ({ page }) => {
    await page.goto('/config/');
    await waitForHydration(page);
    const filter = page.getByLabel('Filter');
    await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
    const titles = page.locator('.rp-overview-group__item__title__link');

    await filter.fill('MODULEFEDERATION'); // a group name
    await expect(titles).toHaveText(['moduleFederation.options']);
    await expect(page.locator('.rp-overview-group')).toHaveCount(1);

    await filter.fill('Dev.HMR'); // an item title
    await expect(titles.first()).toHaveText('dev.hmr');
    await expect(page.locator('.rp-overview-group')).toHaveCount(1);

    await filter.fill('per-environment'); // a header, written with a hyphen
    const matched = page.locator('.rp-overview-group__item__content__item__link');
    await expect(matched.first()).toBeVisible();
    for (const text of await matched.allInnerTexts()) expect(text.toLowerCase()).toContain('per environment');

    await filter.fill('top level'); // the name of the loose group counts too
    await expect(page.getByRole('main').getByRole('link', { name: 'mode', exact: true })).toBeVisible();
    await expect(page.locator('.rp-overview-group')).toHaveCount(1);

    await filter.fill('no-such-option-xyz');
    await expect(page.locator('.rp-overview__empty')).toHaveText('No matching API found: no-such-option-xyz');
  });

  test('speaks Chinese on /zh/config/', async ({ page }) => {
    await page.goto('/zh/config/');
    await waitForHydration(page);
    const filter = page.getByLabel('筛选');
    await expect(filter).toHaveAttribute('placeholder', '输入关键词');
    const first = page.locator('.rp-overview-group').first();
    expect(await first.evaluate((g) => g.previousElementSibling?.textContent?.replace(/#/g, '').trim())).toBe('顶层配置');
    await filter.fill('不存在的配置');
    await expect(page.locator('.rp-overview__empty')).toHaveText('没有找到匹配的 API: 不存在的配置');
  });
});

