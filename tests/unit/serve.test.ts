import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
// @ts-expect-error plain ESM script without type declarations
import { cacheControl, resolveRequest, shouldGzip, startServer } from '../../scripts/serve.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'serve-'));
for (const [file, body] of Object.entries({
  'index.html': 'home',
  '404.html': 'en 404',
  'zh/404.html': 'zh 404',
  'zh/index.html': 'zh home',
  'guide/start/index.html': 'intro',
  'guide/start/quick-start.html': 'quick',
  'static/a.js': 'js',
  'static/js/index.0123abcd89.js': 'console.log("hashed");'.repeat(50),
})) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
}

const rel = (r: { file: string; status: number }) => ({ file: path.relative(root, r.file), status: r.status });

describe('resolveRequest', () => {
  it('serves clean URLs, .html and folder indexes', () => {
    expect(rel(resolveRequest(root, '/guide/start/quick-start'))).toEqual({ file: 'guide/start/quick-start.html', status: 200 });
    expect(rel(resolveRequest(root, '/guide/start/quick-start.html'))).toEqual({ file: 'guide/start/quick-start.html', status: 200 });
    expect(rel(resolveRequest(root, '/guide/start/'))).toEqual({ file: 'guide/start/index.html', status: 200 });
    expect(rel(resolveRequest(root, '/guide/start'))).toEqual({ file: 'guide/start/index.html', status: 200 });
    expect(rel(resolveRequest(root, '/static/a.js?v=1#x'))).toEqual({ file: 'static/a.js', status: 200 });
  });

  it('answers unknown paths with the 404 page of their language', () => {
    expect(rel(resolveRequest(root, '/nope'))).toEqual({ file: '404.html', status: 404 });
    expect(rel(resolveRequest(root, '/zh/nope'))).toEqual({ file: 'zh/404.html', status: 404 });
    expect(rel(resolveRequest(root, '/zhx/nope'))).toEqual({ file: '404.html', status: 404 });
  });

  it('never leaves the site folder', () => {
    expect(resolveRequest(root, '/../../etc/passwd').status).toBe(404);
    expect(resolveRequest(root, '/%2e%2e/%2e%2e/etc/passwd').status).toBe(404);
  });
});

describe('startServer', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await startServer({ root, port: 0 });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => server.close());

  it('returns status 404 with the 404 page body', async () => {
    const res = await fetch(`${base}/zh/missing`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('zh 404');
    const ok = await fetch(`${base}/guide/start/quick-start`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
  });

  it('gzips text files for clients that accept it, and sends them plain otherwise', async () => {
    const { gunzipSync } = await import('node:zlib');
    const url = `${base}/static/js/index.0123abcd89.js`;
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body itself; the length header is the compressed size.
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan('console.log("hashed");'.length * 50);
    expect(await zipped.text()).toBe('console.log("hashed");'.repeat(50));
    const raw = await new Promise<Buffer>((resolve) => {
      import('node:http').then(({ get }) =>
        get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }),
      );
    });
    expect(gunzipSync(raw).toString()).toBe('console.log("hashed");'.repeat(50));
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('caches content-hashed assets for a year and revalidates pages', async () => {
    const hashed = await fetch(`${base}/static/js/index.0123abcd89.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/guide/start/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('shouldGzip and cacheControl', () => {
  it('compresses text types only, when gzip is accepted', () => {
    expect(shouldGzip('/a/b.html', 'gzip, deflate, br')).toBe(true);
    expect(shouldGzip('/a/b.png', 'gzip')).toBe(false);
    expect(shouldGzip('/a/b.js', 'br')).toBe(false);
    expect(shouldGzip('/a/b.js')).toBe(false);
  });
  it('treats only hashed files under static/ as immutable', () => {
    expect(cacheControl('/r', '/r/static/css/styles.62d9a657e4.css')).toContain('immutable');
    expect(cacheControl('/r', '/r/static/js/async/b9929d1575.js')).toContain('immutable');
    expect(cacheControl('/r', '/r/static/js/async/readme.js')).toBe('no-cache');
    expect(cacheControl('/r', '/r/static/a.js')).toBe('no-cache');
    expect(cacheControl('/r', '/r/logo-light.svg')).toBe('no-cache');
  });
});
