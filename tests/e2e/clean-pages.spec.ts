import { builtPages, expect, test, watchConsole, watchExternalRequests } from './fixtures';

// Every built page, both languages: no console error or warning, no hydration
// mismatch, no failed request and no request to another host.
const pages = builtPages();

test('the build has pages in both languages', () => {
  expect(pages.filter((p) => p.startsWith('/zh/')).length).toBeGreaterThan(10);
  expect(pages.filter((p) => !p.startsWith('/zh/')).length).toBeGreaterThan(10);
});

for (const url of pages) {
  test(`clean console: ${url}`, async ({ page, baseURL }) => {
    const problems = watchConsole(page);
    const external = watchExternalRequests(page, baseURL ?? '');
    const failed: string[] = [];
    page.on('requestfailed', (req) => failed.push(`${req.url()}: ${req.failure()?.errorText}`));
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.url()}: HTTP ${res.status()}`);
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    await expect(page.locator('#__rspress_root')).not.toBeEmpty();
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
    expect(external).toEqual([]);
  });
}
