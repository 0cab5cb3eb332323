import { type Redirect, redirects } from './redirects';

/**
 * How the built site is served in production: headers, caching, compression,
 * redirects and 404 pages. scripts/serving/ turns this data, plus what it reads
 * from doc_build/ (inline-script hashes, 404 pages, file types), into the nginx
 * rules, Netlify's _headers and _redirects, and vercel.json, so the three hosts
 * answer alike.
 */

/** Content-Security-Policy without the inline-script hashes, which the build adds. */
export const contentSecurityPolicy: Record<string, string[]> = {
  'default-src': ["'self'"],
  // Scripts: our own files plus a 'sha256-…' hash per inline script of the build; never 'unsafe-inline'.
  'script-src': ["'self'"],
  // Rspress and React set style attributes (SSR markup and at run time).
  'style-src': ["'self'", "'unsafe-inline'"],
  // The stylesheet draws some icons from data: URLs.
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  // Search fetches its index shards from /static/search/.
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Headers of every response, besides the Content-Security-Policy. */
export const securityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features Chromium knows: an unknown name is logged as an error on every page.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/**
 * Cache-Control: every file under `hashedPrefix` carries a content hash in its
 * name or folder (the generator refuses a build where one does not), so it never
 * changes (lazy chunks carry the build's hash, which changes with their content:
 * plugins/lazy-chunk-names.ts); everything else (pages, feeds, logos, 404s) is
 * revalidated each time.
 */
export const cachePolicy = {
  hashedPrefix: '/static/',
  hashed: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/** A content hash in a path: a hex run of 8+ characters between dots or slashes. */
export const contentHashPattern = /(^|[./])[0-9a-f]{8,}([./]|$)/;

/** Content type of each file extension the build may contain. */
export const contentTypes: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

/** Extensions served compressed (gzip on nginx; Netlify and Vercel compress text on their own). */
export const compressedExtensions = ['html', 'css', 'js', 'mjs', 'json', 'map', 'webmanifest', 'xml', 'svg', 'txt', 'md', 'rss', 'atom'];

/** Extensions whose content type gets `; charset=utf-8`. */
export const utf8Extensions = ['html', 'css', 'js', 'mjs', 'json', 'map', 'webmanifest', 'xml', 'txt', 'md', 'rss', 'atom'];

/** File name of a 404 page: the build writes one at the root and one per language folder (zh/404.html). */
export const notFoundFile = '404.html';

/** Files of the build that tell hosts how to serve it; not pages, so nginx does not serve them. */
export const hostFiles = {
  nginx: '_nginx.conf',
  netlifyHeaders: '_headers',
  netlifyRedirects: '_redirects',
  vercel: 'vercel.json',
} as const;

export interface ServerRedirect extends Redirect {
  status: 301 | 302;
}

/**
 * The redirect table of site/redirects.ts (the client-side redirects use the same
 * table): moved pages are permanent (301); a page that left the site for another
 * one is temporary (302), as that site's address is not ours to promise.
 */
export const serverRedirects: ServerRedirect[] = redirects.map((rule) => ({
  ...rule,
  status: /^https?:\/\//.test(rule.to) ? 302 : 301,
}));
