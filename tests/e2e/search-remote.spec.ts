import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Remote search mode (spec section 7): with a search API configured, the
 * panel asks it (GET ?keyword=&limit=&searchIndexes=&lang=) and shows the
 * groups it answers with; on failure it logs the error and shows no results.
 * A small local server plays the API: fixed hits, then HTTP 500, then a body
 * that is not JSON. The site under test uses local search, so the API address
 * is handed to the panel through its test hook (window.__siteSearchRemote).
 */
type Mode = 'hits' | 'error' | 'malformed';

let server: Server;
let mode: Mode = 'hits';
const requests: URL[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (mode === 'error') {
      res.writeHead(500, headers).end('{"message":"down"}');
    } else if (mode === 'malformed') {
      res.writeHead(200, headers).end('<html>not json</html>');
    } else {
      res.writeHead(200, headers).end(
        JSON.stringify([
          {
            index: 'docs',
            hits: [
              { title: 'mode', link: '/config/mode', header: 'Default value' },
              { title: 'server.port', link: '/config/server/port', content: 'The port the dev server listens on, with <b>markup</b> kept as text.' },
            ],
          },
          { index: 'blog', hits: [{ title: 'Rsbuild 1.0', link: '/community/releases/v1-0' }] },
        ]),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  // Connections Chromium keeps alive would hold close() open until the hook times out.
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('the panel asks the search API and shows its groups, with the keyboard', async ({ page }) => {
  const { port } = server.address() as AddressInfo;
  await page.addInitScript((apiUrl) => {
    window.__siteSearchRemote = { apiUrl, searchIndexes: [{ value: 'docs', label: 'Documentation' }, { value: 'blog', label: 'Blog' }] };
  }, `http://127.0.0.1:${port}/api/search`);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/zh/guide/start/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.rp-search-panel__input');
  const panel = page.locator('.rp-search-panel__results');

  mode = 'hits';
  await input.fill('port');
  await expect(panel).toHaveAttribute('data-results-for', 'port');
  const request = requests[requests.length - 1];
  expect(request.pathname).toBe('/api/search');
  expect(Object.fromEntries(request.searchParams)).toEqual({ keyword: 'port', limit: '7', searchIndexes: 'docs,blog', lang: 'zh' });
  await expect(panel.getByText('Documentation')).toBeVisible();
  await expect(panel.getByText('Blog')).toBeVisible();
  const items = panel.locator('.rp-suggest-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('with <b>markup</b> kept as text');
  await expect(panel.locator('b', { hasText: 'markup' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toHaveClass(/rp-suggest-item--current/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/config\/server\/port$/);
  // The panel closes when the new page commits, which can come after the address changed:
  // open it again only once the page is there, or that close lands on the reopened panel.
  await expect(page.getByRole('heading', { level: 1, name: 'server.port' })).toBeVisible({ timeout: 30_000 });

  for (const failure of ['error', 'malformed'] as const) {
    mode = failure;
    errors.length = 0;
    // The panel opens once the page it navigated to has taken the shortcut over.
    // The shortcut toggles: press it again only while the panel is still closed.
    await expect(async () => {
      if (!(await input.isVisible())) await page.keyboard.press('Control+k');
      await expect(input).toBeVisible({ timeout: 1000 });
    }).toPass();
    await input.fill(`port ${failure}`);
    await expect(panel).toHaveAttribute('data-results-for', `port ${failure}`);
    await expect(panel.locator('.rp-no-search-result')).toBeVisible();
    await expect(items).toHaveCount(0);
    await expect.poll(() => errors.some((text) => text.includes('remote search'))).toBe(true);
    await page.keyboard.press('Escape');
  }
});
