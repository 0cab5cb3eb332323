#!/usr/bin/env node
// Serves the built site (doc_build/) the way a static host does: clean URLs,
// unknown paths answered with the 404 page of their language and status 404,
// gzip for text files and long caching for the content-hashed files under /static/.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
};

const isFile = (file) => existsSync(file) && statSync(file).isFile();

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.rss', '.atom']);

/** Whether a response for this file should be gzipped, given the request's Accept-Encoding. */
export function shouldGzip(file, acceptEncoding = '') {
  return compressible.has(path.extname(file)) && /\bgzip\b/.test(acceptEncoding);
}

/** Cache-Control for a file: content-hashed build assets never change, everything else is revalidated. */
export function cacheControl(root, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return /^static\/(?:.*[./])?[0-9a-f]{8,}\.\w+$/.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Gzipped bodies, computed once per file version. */
const gzipCache = new Map();
function gzipped(file) {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipCache.set(key, body);
  }
  return body;
}

/**
 * Maps a URL path to a file of the build, or to the 404 page of its language.
 * @returns {{ file: string, status: number }}
 */
export function resolveRequest(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    pathname = '/';
  }
  const safe = path.posix.normalize(pathname).replace(/^(\.\.(\/|$))+/, '');
  const candidates = safe.endsWith('/')
    ? [path.join(root, safe, 'index.html')]
    : [path.join(root, safe), path.join(root, `${safe}.html`), path.join(root, safe, 'index.html')];
  for (const file of candidates) {
    if (file.startsWith(root) && isFile(file)) return { file, status: 200 };
  }
  const zh404 = path.join(root, 'zh', '404.html');
  const notFound = /^\/zh(\/|$)/.test(safe) && isFile(zh404) ? zh404 : path.join(root, '404.html');
  return { file: notFound, status: 404 };
}

export function startServer({ root, port = 4173, host = '127.0.0.1' }) {
  const absRoot = path.resolve(root);
  const server = createServer((req, res) => {
    const { file, status } = resolveRequest(absRoot, req.url ?? '/');
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Not found: ${req.url}. Run "npm run build" first.`);
      return;
    }
    const headers = {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl(absRoot, file),
      vary: 'Accept-Encoding',
    };
    if (shouldGzip(file, req.headers['accept-encoding'])) {
      const body = gzipped(file);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.env.SITE_DIR ?? 'doc_build';
  const port = Number(process.env.PORT ?? 4173);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}/. Run "npm run build" first.`);
    process.exit(1);
  }
  await startServer({ root, port });
  console.log(`Serving ${root}/ at http://127.0.0.1:${port}/`);
}
