import { builtPages, expect, test, watchConsole, watchExternalRequests } from './fixtures';

// Every built page, both languages: no console error or warning, no hydration
// mismatch, no failed request, no request to another host, no image without
// its size (the navbar logo gets its size from CSS).
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
    // Images reserve their box before they load, so nothing shifts when they arrive.
    const unsized = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src')),
      );
    expect(unsized.filter((src) => !/\/logo-(light|dark)\.svg$/.test(src ?? '')), 'images without width and height').toEqual([]);
    // The navbar logo has its box before its file arrives: a copy without a source keeps the size.
    const logoBox = await page.locator('img.rspress-logo').first().evaluate((img) => {
      const copy = img.cloneNode() as HTMLImageElement;
      copy.removeAttribute('src');
      img.after(copy);
      const { width, height } = copy.getBoundingClientRect();
      copy.remove();
      return { width: Math.round(width), height: Math.round(height) };
    });
    expect(logoBox.width).toBeGreaterThan(20);
    expect(logoBox.width).toBe(logoBox.height);
  });
}
