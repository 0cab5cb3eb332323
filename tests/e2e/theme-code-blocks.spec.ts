import { expect, test, waitForHydration } from './fixtures';

const post = '/community/releases/v1-0';

test.describe('code blocks', () => {
  test('highlight the lines named in {6-7,10-11} and show line numbers when asked', async ({ page }) => {
    await page.goto(post);
    await waitForHydration(page);
    const block = page.locator('.rp-codeblock').filter({ hasText: 'environments: {' });
    const lines = block.locator('.line');
    await expect(lines).toHaveCount(14);
    const highlighted = await lines.evaluateAll((ls) => ls.flatMap((l, i) => (l.classList.contains('highlighted') ? [i + 1] : [])));
    expect(highlighted).toEqual([6, 7, 10, 11]);
    await expect(block.locator('.rp-codeblock__content--line-numbers')).toHaveCount(1);
    // A block without the option has no numbers.
    const plain = page.locator('.rp-codeblock').filter({ hasText: "version: 'legacy'" });
    await expect(plain.locator('.rp-codeblock__content--line-numbers')).toHaveCount(0);
  });

  test('wrap toggle works per block', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(post);
    await waitForHydration(page);
    const blocks = page.locator('.rp-codeblock');
    const first = blocks.filter({ hasText: 'environments: {' });
    const wrap = first.getByRole('button', { name: 'Toggle code wrap' });
    const whiteSpace = (i: number) => blocks.nth(i).locator('pre code').evaluate((el) => getComputedStyle(el).whiteSpace);
    const index = await blocks.evaluateAll((bs) => bs.findIndex((b) => b.textContent?.includes('environments: {')));
    expect(await whiteSpace(index)).toBe('pre');
    await first.hover();
    await wrap.click();
    await expect.poll(() => whiteSpace(index)).toMatch(/pre-wrap|break-spaces/);
    // The other blocks keep their setting.
    expect(await whiteSpace(index === 0 ? 1 : 0)).toBe('pre');
    await wrap.click();
    await expect.poll(() => whiteSpace(index)).toBe('pre');
  });

  test('copy puts the code on the clipboard and shows success for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(post);
    await waitForHydration(page);
    const block = page.locator('.rp-codeblock').filter({ hasText: "version: 'legacy'" });
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code' });
    // Timed in the page, from the class changes themselves: the test runner's polling adds its own delay.
    await copy.evaluate((button) => {
      const marks: number[] = [];
      (window as unknown as { __copiedMarks: number[] }).__copiedMarks = marks;
      new MutationObserver(() => marks.push(performance.now())).observe(button, { attributes: true, attributeFilter: ['class'] });
    });
    await copy.click();
    await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
    await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 6000 });
    const marks = await page.evaluate(() => (window as unknown as { __copiedMarks: number[] }).__copiedMarks);
    const shownFor = marks[marks.length - 1] - marks[0];
    expect(shownFor).toBeGreaterThanOrEqual(1900);
    // A busy machine may run the timer late, never early.
    expect(shownFor).toBeLessThan(3000);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("decorators: { version: 'legacy' },");
    expect(text.startsWith("import { defineConfig } from '@rsbuild/core';")).toBe(true);
  });
});

// The icons are images, drawn only while the buttons can be seen (CodeButtonGroup.css): the page's
// first render builds none of them. A button reached with the keyboard shows, with its icon.
test('code block buttons draw their icons on hover and on keyboard focus only', async ({ page }) => {
  await page.goto('/config/source/define');
  await waitForHydration(page);
  const block = page.locator('.rp-codeblock').first();
  const copy = block.getByRole('button', { name: 'Copy code' });
  const icon = copy.locator('.rp-code-copy-button__icon--copy');
  const drawn = () => icon.evaluate((el) => getComputedStyle(el).maskImage);
  const shown = () => copy.evaluate((el) => getComputedStyle(el).opacity);
  expect(await drawn()).toBe('none');
  expect(await page.evaluate(() => [...document.querySelectorAll('.rp-code-button-group__icon')].filter((el) => getComputedStyle(el).maskImage !== 'none').length)).toBe(0);
  await block.hover();
  await expect.poll(drawn).toContain('data:image/svg+xml');
  await page.mouse.move(0, 0);
  await expect.poll(drawn).toBe('none');
  await copy.focus();
  await expect.poll(drawn).toContain('data:image/svg+xml');
  await expect.poll(shown).toBe('1');
});

test('a code block reached by client-side navigation shows the same highlighted lines as its server-rendered page', async ({ page }) => {
  const target = '/config/source/define';
  const tokens = () =>
    page.locator('.rp-codeblock pre code').first().evaluate((code) => ({
      text: code.textContent,
      lines: code.querySelectorAll(':scope > .line').length,
      colored: code.querySelectorAll('.line > span[style*="--shiki-token"]').length,
    }));
  await page.goto(target);
  await waitForHydration(page);
  const served = await tokens();
  expect(served.colored).toBeGreaterThan(3);

  await page.goto('/guide/advanced/env-vars');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(`.rp-doc a[href="${target}"], .rp-doc a[href="${target}.html"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}(\\.html)?$`));
  await expect(page.locator('h1')).toContainText('source.define');
  expect(await page.evaluate(() => 'sameDocument' in window), 'navigated without a page load').toBe(true);
  expect(await tokens()).toEqual(served);
});

test('a code block adds few elements around its code (each is hydrated on every page load)', async ({ page }) => {
  await page.goto('/plugins/dev/hooks');
  await waitForHydration(page);
  const counts = await page.locator('.rp-codeblock').evaluateAll((blocks) =>
    blocks.map((block) => block.querySelectorAll('*').length - (block.querySelector('pre code')?.querySelectorAll('*').length ?? 0)),
  );
  expect(counts.length).toBeGreaterThan(10);
  // Block, content, scroll box, pre, code, button group, two buttons with two icons each.
  expect(Math.max(...counts)).toBeLessThanOrEqual(12);
});
