import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cachePolicy, securityHeaders, serverRedirects } from '../../../site/serving';
import { parseCsp, scriptHashSource } from '../../../scripts/serving/csp';
import { type SiteScan, servingRules } from '../../../scripts/serving/rules';
import { scanSite } from '../../../scripts/serving/site';
import { hideScript, makeSite, themeScript } from './fixture';

const sites: string[] = [];
const site = (extra?: Record<string, string>) => {
  const dir = makeSite(extra);
  sites.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of sites) rmSync(dir, { recursive: true, force: true });
});

describe('scanSite', () => {
  it('reads the inline-script hashes, 404 pages, extensions and root entries of a build', () => {
    const scan = scanSite(site({ '_headers': 'old', 'vercel.json': '{}' }));
    expect(scan.scriptHashes).toEqual([scriptHashSource(themeScript), scriptHashSource(hideScript)].sort());
    expect(scan.notFoundPages).toEqual(['404.html', 'zh/404.html']);
    expect(scan.extensions).toEqual(['atom', 'css', 'html', 'js', 'json', 'md', 'rss', 'svg', 'txt']);
    expect(scan.staticFiles).toContain('search/en/0123456789/p1.json');
    expect(scan.inlineCode).toEqual([]);
    // Host files written by an earlier run are not part of the site.
    expect(scan.topLevel.files).toEqual(['404.html', 'favicon.svg', 'index.html', 'index.md', 'llms.txt']);
    expect(scan.topLevel.dirs).toEqual(['guide', 'rss', 'static', 'zh']);
  });

  it('reports inline event handlers with their file', () => {
    const scan = scanSite(site({ 'guide/bad.html': '<button onclick="go()">x</button>' }));
    expect(scan.inlineCode).toEqual(['guide/bad.html: <button> has an event handler attribute onclick']);
  });
});

describe('servingRules', () => {
  const rules = servingRules(scanSite(site()), serverRedirects);

  it('puts the hashes of the build into the CSP and every security header beside it', () => {
    const csp = parseCsp(rules.headers['Content-Security-Policy'] ?? '');
    expect(csp['script-src']).toEqual(["'self'", ...[scriptHashSource(themeScript), scriptHashSource(hideScript)].sort()]);
    for (const [name, value] of Object.entries(securityHeaders)) expect(rules.headers[name]).toBe(value);
  });

  it('answers each language folder with its own 404 page, the root last', () => {
    expect(rules.notFound).toEqual([
      { prefix: '/zh/', page: '/zh/404.html' },
      { prefix: '/', page: '/404.html' },
    ]);
  });

  it('lists content types of the extensions present, and which are compressed', () => {
    expect(rules.contentTypes).toMatchObject({ rss: 'application/rss+xml', atom: 'application/atom+xml', md: 'text/markdown' });
    expect(rules.compressedTypes).toEqual(expect.arrayContaining(['text/html', 'text/css', 'text/javascript', 'application/rss+xml']));
    expect(rules.compressedTypes).not.toContain('image/png');
    expect(rules.cache).toEqual(cachePolicy);
    expect(rules.hiddenPaths).toEqual(['/_nginx.conf', '/_headers', '/_redirects', '/vercel.json']);
  });

  const scan = (change: Partial<SiteScan>): SiteScan => ({ ...scanSite(site()), ...change });

  it('refuses inline code the CSP cannot allow', () => {
    expect(() => servingRules(scan({ inlineCode: ['a.html: <a> has a javascript: URL in href'] }), serverRedirects)).toThrow(
      /cannot allow by hash:\n {2}a\.html/,
    );
  });

  it('refuses a file type without a content type', () => {
    expect(() => servingRules(scan({ extensions: ['html', 'heic', ''] }), serverRedirects)).toThrow(/\.heic, \(no extension\)/);
  });

  it('refuses a file under /static/ without a content hash, which would be cached for a year', () => {
    expect(() => servingRules(scan({ staticFiles: ['js/index.0123abcd89.js', 'js/app.js'] }), serverRedirects)).toThrow(
      /without a content hash[^]*js\/app\.js/,
    );
  });

  it('refuses a build without a root 404 page', () => {
    expect(() => servingRules(scan({ notFoundPages: ['zh/404.html'] }), serverRedirects)).toThrow(/no 404\.html at its root/);
  });
});
