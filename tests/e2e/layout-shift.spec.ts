import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, siteDir, test } from './fixtures';

// A long page arrives in pieces and the browser may paint it before it has
// all of it. On wide screens the outline comes after the page text in the
// HTML: the text must already leave room for it, or it is laid out at full
// width first and narrowed when the outline arrives (a layout shift).

const width = 1350; // Lighthouse's desktop viewport
const pages = ['guide/start/quick-start', 'zh/config/source/define'];
const types: Record<string, string> = { '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml' };

/**
 * Serves the build, except that a page's HTML stops where the outline starts
 * and the rest only comes when `finish` is called: the page is still being parsed.
 */
function streamingServer(page: string) {
  const html = readFileSync(path.join(siteDir, `${page}.html`), 'utf8');
  const cut = html.indexOf('<aside class="rp-doc-layout__outline');
  // Every request for the page waits, so that one the browser repeats cannot be left unfinished.
  const waiting = new Set<ServerResponse>();
  let finished = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === `/${page}`) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      if (finished) return void res.end(html);
      res.write(html.slice(0, cut));
      waiting.add(res);
      return;
    }
    if (url.pathname.endsWith('.js')) {
      // Without scripts: the layout the server's HTML gives, before React runs.
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(path.join(siteDir, url.pathname));
      res.writeHead(200, { 'content-type': types[path.extname(url.pathname)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  const finish = () => {
    finished = true;
    for (const res of waiting) res.end(html.slice(cut));
    waiting.clear();
  };
  /** Ends the page and drops the browser's open connections, so closing cannot wait for them. */
  const close = () =>
    new Promise<void>((resolve) => {
      finish();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { server, cut, finish, close };
}

for (const name of pages) {
  test(`the text of /${name} keeps its width while the outline has not arrived`, async ({ page }) => {
    await page.setViewportSize({ width, height: 940 });
    const stream = streamingServer(name);
    expect(stream.cut, 'the page has an outline').toBeGreaterThan(0);
    await new Promise<void>((resolve) => stream.server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(stream.server.address() as AddressInfo).port}`;
    try {
      await page.goto(`${origin}/${name}`, { waitUntil: 'commit' });
      const text = page.locator('.rspress-doc');
      await expect(text).toBeVisible();
      // The stylesheet has applied: the sidebar has its width.
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCSS('width', '320px');
      await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
      const partial = await text.boundingBox();

      stream.finish();
      await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
      await page.waitForLoadState('load', { timeout: 15_000 });
      const full = await text.boundingBox();
      expect(partial?.width).toBe(full?.width);
      expect(partial?.x).toBe(full?.x);
    } finally {
      await stream.close();
    }
  });
}
