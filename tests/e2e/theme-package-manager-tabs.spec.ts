import { expect, test, waitForHydration } from './fixtures';

const page_ = '/guide/start/quick-start';

test.describe('package-manager tabs', () => {
  test('a choice applies to every group on the page and is remembered across pages', async ({ page }) => {
    await page.goto(page_);
    await waitForHydration(page);
    const groups = page.locator('.pm-tabs');
    expect(await groups.count()).toBeGreaterThan(3);
    // One command per group, npm first.
    await expect(groups.first().locator('pre code')).toHaveText('npm create rsbuild@1');
    expect(await groups.evaluateAll((gs) => gs.map((g) => g.querySelectorAll('pre').length))).toEqual(Array(await groups.count()).fill(1));

    await groups.first().getByRole('tab', { name: 'yarn', exact: true }).click();
    await expect(groups.first().locator('pre code')).toHaveText('yarn create rsbuild@1');
    const commands = await groups.locator('pre code').allTextContents();
    expect(commands.every((c) => c.startsWith('yarn '))).toBe(true);
    await expect(groups.last().getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/zh/guide/start/quick-start');
    await waitForHydration(page);
    await expect(page.locator('.pm-tabs').first().getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.pm-tabs').first().locator('pre code')).toHaveText('yarn create rsbuild@1');
    expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'))).toBe('1');
  });

  test('work from the keyboard as a tab list', async ({ page }) => {
    await page.goto(page_);
    await waitForHydration(page);
    const group = page.locator('.pm-tabs').first();
    const list = group.getByRole('tablist', { name: 'Package manager' });
    await expect(list.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    // Only the chosen tab is a Tab stop.
    expect(await list.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex))).toEqual([0, -1, -1, -1]);
    await list.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
    await expect(list.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(list.getByRole('tab', { name: 'bun', exact: true })).toBeFocused();
    await expect(group.locator('pre code')).toHaveText('bun create rsbuild@1');
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name: 'bun', exact: true })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(list.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
    // The panel is named by its tab.
    const panel = group.getByRole('tabpanel');
    await expect(panel).toHaveAccessibleName('npm');
  });
});
