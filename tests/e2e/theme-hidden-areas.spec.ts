import { expect, test, waitForHydration, watchConsole } from './fixtures';

const page_ = '/guide/start/quick-start';
const areas = {
  navbar: '.rp-nav',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
  footer: '.rp-doc-footer',
} as const;
type Area = keyof typeof areas;
const all = Object.keys(areas) as Area[];

test.describe('hiding areas with query parameters', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const area of all) {
    test(`?${area}=0 hides the ${area} and nothing else`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(`${page_}?${area}=0`);
      await waitForHydration(page);
      await expect(page.locator(areas[area]).first()).toBeHidden();
      for (const other of all.filter((a) => a !== area)) await expect(page.locator(areas[other]).first()).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('parameters combine, and only the value 0 hides', async ({ page }) => {
    await page.goto(`${page_}?navbar=0&footer=0&sidebar=1`);
    await waitForHydration(page);
    await expect(page.locator(areas.navbar)).toBeHidden();
    await expect(page.locator(areas.footer)).toBeHidden();
    await expect(page.locator(areas.sidebar)).toBeVisible();
    await expect(page.locator(areas.outline)).toBeVisible();
    await page.goto(`${page_}?navbar=0&sidebar=0&outline=0&footer=0`);
    for (const area of all) await expect(page.locator(areas[area]).first()).toBeHidden();
    await expect(page.locator('.rp-doc h1')).toBeVisible();
  });

  test('the hidden area is never painted: the static page already hides it, before any script of the bundle', async ({
    page,
  }) => {
    // Without the JavaScript bundle, only the built HTML, its CSS and the inline head script act.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${page_}?navbar=0&sidebar=0&outline=0&footer=0`);
    for (const area of all) await expect(page.locator(areas[area]).first()).toBeHidden();
    await page.goto(page_);
    for (const area of all) await expect(page.locator(areas[area]).first()).toBeVisible();
  });

  test('the areas come back on the next page, which has no query', async ({ page }) => {
    await page.goto(`${page_}?footer=0&outline=0`);
    await waitForHydration(page);
    await expect(page.locator(areas.footer)).toBeHidden();
    await page.locator('.rp-doc-layout__sidebar a[href="/guide/start/features"]').click();
    await expect(page).toHaveURL(/\/guide\/start\/features$/);
    await expect(page.locator(areas.footer)).toBeVisible();
    await expect(page.locator(areas.outline)).toBeVisible();
  });

  test('with the navbar hidden, sidebar and outline start at the top of the window', async ({ page }) => {
    await page.goto(`${page_}?navbar=0`);
    await waitForHydration(page);
    const box = await page.locator(areas.sidebar).boundingBox();
    expect(box?.y).toBe(0);
  });

  test('frontmatter still turns parts off: the release list has outline: false', async ({ page }) => {
    await page.goto('/community/releases/');
    await waitForHydration(page);
    await expect(page.locator(areas.outline)).toHaveCount(0);
    await expect(page.locator(areas.sidebar)).toBeVisible();
    await page.goto('/community/releases/v1-0');
    await expect(page.locator(areas.outline)).toBeVisible();
  });

  test('on a narrow screen the sidebar menu bar loses the hidden parts', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`${page_}?sidebar=0`);
    await waitForHydration(page);
    await expect(page.locator('.rp-sidebar-menu__left')).toBeHidden();
    await expect(page.locator('.rp-sidebar-menu__right')).toBeVisible();
    await page.goto(`${page_}?sidebar=0&outline=0`);
    await expect(page.locator('.rp-doc-layout__menu')).toBeHidden();
  });
});
