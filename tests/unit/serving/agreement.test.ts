import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cachePolicy, serverRedirects } from '../../../site/serving';
import { renderNetlifyHeaders, renderNetlifyRedirects } from '../../../scripts/serving/netlify';
import { readNginxTemplates, renderNginxSite } from '../../../scripts/serving/nginx';
import { servingRules } from '../../../scripts/serving/rules';
import { scanSite } from '../../../scripts/serving/site';
import { type VercelConfig, renderVercelJson } from '../../../scripts/serving/vercel';
import { makeSite } from './fixture';
import { type Answer, type Request, readNetlify, readNginx, readVercel } from './hosts';

// The three generated configurations, read back and asked the same questions.
const dir = makeSite();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const rules = servingRules(scanSite(dir), serverRedirects);
const nginx = readNginx(renderNginxSite(rules, readNginxTemplates().site));
const netlify = readNetlify(renderNetlifyHeaders(rules), renderNetlifyRedirects(rules));
const vercel = readVercel(JSON.parse(renderVercelJson(rules)) as VercelConfig);
const hosts = { nginx, netlify, vercel };

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
const security = lower(rules.headers);

const pages: Request[] = ['/', '/guide/start/', '/guide/start', '/guide/start/quick-start', '/zh/', '/zh/guide/start/quick-start', '/index.html', '/index', '/favicon.svg', '/rss/releases-en.rss', '/llms.txt'].map(
  (path) => ({ path, exists: true }),
);
const hashed: Request[] = ['/static/js/index.0123abcd89.js', '/static/search/en/0123456789/p1.json'].map((path) => ({ path, exists: true }));
const missing: Request[] = ['/nope', '/guide/nope', '/zh/nope', '/zh/guide/nope'].map((path) => ({ path, exists: false }));

function each(fn: (name: string, answer: (r: Request) => Answer) => void) {
  for (const [name, host] of Object.entries(hosts)) fn(name, (r) => host.answer(r));
}

describe('the nginx, Netlify and Vercel configurations agree', () => {
  each((name, answer) => {
    it(`${name}: pages are revalidated and carry every security header, once`, () => {
      for (const request of pages) {
        const got = answer(request);
        expect(got.status, request.path).toBe(200);
        expect(got.headers, request.path).toEqual({ ...security, 'cache-control': cachePolicy.revalidate });
      }
    });

    it(`${name}: content-hashed files are cached for a year`, () => {
      for (const request of hashed) {
        expect(answer(request).headers, request.path).toEqual({ ...security, 'cache-control': cachePolicy.hashed });
      }
    });

    it(`${name}: unknown paths are 404s with the security headers`, () => {
      for (const request of missing) {
        const got = answer(request);
        expect(got.status, request.path).toBe(404);
        expect(got.headers, request.path).toMatchObject(security);
      }
    });

    it(`${name}: every old address redirects with its status`, () => {
      for (const redirect of rules.redirects) {
        const got = answer({ path: redirect.from, exists: false });
        expect({ status: got.status, location: got.location }, redirect.from).toEqual({ status: redirect.status, location: redirect.to });
      }
    });
  });

  it('the same CSP everywhere, with the build hashes', () => {
    const policies = Object.values(hosts).map((host) => host.answer({ path: '/', exists: true }).headers['content-security-policy']);
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).toContain("'sha256-");
  });

  it('the same redirect list everywhere', () => {
    const nginxList = nginx.locations.filter((l) => l.redirect && l.redirect.status !== 404).map((l) => [l.path, l.redirect?.to, l.redirect?.status]);
    const netlifyList = netlify.redirectRules.filter((r) => r.status !== 404).map((r) => [r.from, r.to, r.status]);
    const vercelList = vercel.config.redirects.map((r) => [r.source, r.destination, r.statusCode]);
    const expected = rules.redirects.map((r) => [r.from, r.to, r.status]);
    expect(nginxList).toEqual(expected);
    expect(netlifyList).toEqual(expected);
    expect(vercelList).toEqual(expected);
  });

  it('nginx and Netlify answer each language with its own 404 page; Vercel has only the root one', () => {
    for (const host of [nginx, netlify]) {
      expect(host.answer({ path: '/zh/nope', exists: false }).notFoundPage).toBe('/zh/404.html');
      expect(host.answer({ path: '/zh/guide/nope', exists: false }).notFoundPage).toBe('/zh/404.html');
      expect(host.answer({ path: '/nope', exists: false }).notFoundPage).toBe('/404.html');
      expect(host.answer({ path: '/zhx/nope', exists: false }).notFoundPage).toBe('/404.html');
    }
    // vercel.json cannot give a folder its own 404 page with status 404 (see scripts/serving/vercel.ts).
    expect(vercel.answer({ path: '/zh/nope', exists: false }).notFoundPage).toBe('/404.html');
  });

  it('nginx and Netlify do not serve the host files', () => {
    for (const path of rules.hiddenPaths) {
      expect(nginx.answer({ path, exists: true }).status, path).toBe(404);
      expect(netlify.answer({ path, exists: true }).status, path).toBe(404);
    }
  });
});
