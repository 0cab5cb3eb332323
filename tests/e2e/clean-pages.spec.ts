import { builtPages, expect, test, watchConsole } from './fixtures';

// Every built page, both languages: no console error or warning, no hydration mismatch.
const pages = builtPages();

test('the build has pages in both languages', () => {
  expect(pages.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(pages.filter((p) => !p.startsWith('/zh/')).length).toBeGreaterThan(10);
});

for (const url of pages) {
  test(`clean console: ${url}`, async ({ page }) => {
    const problems = watchConsole(page);
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await expect(page.locator('#__rspress_root')).not.toBeEmpty();
    expect(problems).toEqual([]);
  });
}
