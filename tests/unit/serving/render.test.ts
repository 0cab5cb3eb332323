import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRedirects } from '../../../site/serving';
import { renderNetlifyHeaders, renderNetlifyRedirects, revalidatedPaths } from '../../../scripts/serving/netlify';
import { fillTemplate, readNginxTemplates, renderNginxMain, renderNginxSite } from '../../../scripts/serving/nginx';
import { nginxBinary } from '../../../scripts/serving/nginx-server';
import { type ServingRules, servingRules } from '../../../scripts/serving/rules';
import { scanSite } from '../../../scripts/serving/site';
import { renderVercelConfig } from '../../../scripts/serving/vercel';
import { makeSite } from './fixture';

const dir = makeSite();
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const rules = servingRules(scanSite(dir), serverRedirects);
const templates = readNginxTemplates();
const withChange = (change: Partial<ServingRules>): ServingRules => ({ ...rules, ...change });

describe('renderNginxSite', () => {
  const conf = renderNginxSite(rules, templates.site);

  it('fills every placeholder of the committed template', () => {
    expect(conf).not.toMatch(/@@[A-Z0-9_]+@@/);
    const gzipTypes = /^gzip_types ([^;]+);$/m.exec(conf)?.[1]?.split(' ');
    expect(gzipTypes).toEqual(expect.arrayContaining(['text/css', 'text/javascript', 'application/json', 'image/svg+xml', 'text/markdown', 'application/rss+xml', 'application/atom+xml', 'application/xml', 'text/plain']));
    expect(conf).not.toMatch(/gzip_types[^;]*text\/html/);
    expect(conf).toContain('    application/rss+xml rss;');
    expect(conf).toContain('location = /zh/guide/basic/unocss { return 301 /zh/guide/styling/unocss$is_args$args; }');
    expect(conf).toContain('location = /plugins/list/plugin-assets-retry { return 302 https://github.com/rspack-contrib/rsbuild-plugin-assets-retry$is_args$args; }');
    expect(conf).toContain('location = /_headers { return 404; }');
    expect(conf).toMatch(/location \/zh\/ \{\n {4}error_page 404 \/zh\/404\.html;/);
    expect(conf).toMatch(/location \^~ \/static\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable";\n/);
  });

  it('repeats the security headers in each location that sets its own headers', () => {
    const csp = conf.match(/add_header Content-Security-Policy "[^"]+" always;/g) ?? [];
    // Server level, /static/, /zh/ and /.
    expect(csp).toHaveLength(4);
  });

  it('refuses values that would break out of an nginx string or word', () => {
    expect(() => renderNginxSite(withChange({ headers: { 'X-Test': 'a"b' } }), templates.site)).toThrow(/nginx string/);
    expect(() => renderNginxSite(withChange({ headers: { 'X-Test': 'costs $5' } }), templates.site)).toThrow(/nginx string/);
    expect(() =>
      renderNginxSite(withChange({ redirects: [{ from: '/a b', to: '/c', status: 301 }] }), templates.site),
    ).toThrow(/nginx word/);
    expect(() =>
      renderNginxSite(withChange({ redirects: [{ from: '/a', to: '/c;return 200', status: 301 }] }), templates.site),
    ).toThrow(/nginx word/);
  });

  it('refuses rules without a root 404 page', () => {
    expect(() => renderNginxSite(withChange({ notFound: [{ prefix: '/zh/', page: '/zh/404.html' }] }), templates.site)).toThrow(
      /no 404 page for "\/"/,
    );
  });
});

describe('nginx -t', () => {
  // The end-to-end tests run nginx for real; this catches a syntax error before the build.
  it.skipIf(!existsSync(nginxBinary()))('accepts the rendered configuration without a warning', () => {
    const runtimeDir = mkdtempSync(path.join(tmpdir(), 'serving-nginx-t-'));
    try {
      const siteRules = path.join(runtimeDir, 'site.conf');
      writeFileSync(siteRules, renderNginxSite(rules, templates.site));
      const config = path.join(runtimeDir, 'nginx.conf');
      const main = { runtimeDir, root: dir, siteRules, listen: '127.0.0.1:8080', workers: 1 };
      writeFileSync(config, renderNginxMain(main, templates.main));
      const run = spawnSync(nginxBinary(), ['-t', '-q', '-p', runtimeDir, '-c', config, '-e', path.join(runtimeDir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      rmSync(runtimeDir, { recursive: true, force: true });
    }
  });
});

describe('fillTemplate', () => {
  it('replaces placeholders', () => {
    expect(fillTemplate('a @@X@@ b @@Y_Z@@', { X: '1', Y_Z: '2' })).toBe('a 1 b 2');
  });

  it('refuses a placeholder without a value and a value without a placeholder', () => {
    expect(() => fillTemplate('a @@X@@', {})).toThrow(/No value for @@X@@/);
    expect(() => fillTemplate('a @@X@@', { X: '1', Y: '2' })).toThrow(/no place for: Y/);
  });
});

describe('renderNginxMain', () => {
  const options = { runtimeDir: '/tmp/run', root: '/srv/site', siteRules: '/tmp/run/site.conf', listen: '127.0.0.1:8080', workers: 1 };

  it('keeps every path of nginx inside the runtime folder', () => {
    const conf = renderNginxMain(options, templates.main);
    expect(conf).not.toMatch(/@@[A-Z0-9_]+@@/);
    expect(conf).toContain('pid "/tmp/run/nginx.pid";');
    expect(conf).toContain('client_body_temp_path "/tmp/run/client_body";');
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('root "/srv/site";');
    expect(conf).toContain('include "/tmp/run/site.conf";');
    expect(conf).not.toMatch(/^user /m);
    expect(renderNginxMain({ ...options, user: 'root' }, templates.main)).toMatch(/^user root;$/m);
  });

  it('refuses bad worker counts and paths nginx cannot quote', () => {
    expect(() => renderNginxMain({ ...options, workers: 0 }, templates.main)).toThrow(/worker_processes/);
    expect(() => renderNginxMain({ ...options, workers: 1.5 }, templates.main)).toThrow(/worker_processes/);
    expect(() => renderNginxMain({ ...options, root: '/srv/"site"' }, templates.main)).toThrow(/nginx string/);
    expect(() => renderNginxMain({ ...options, listen: '127.0.0.1:80; user root' }, templates.main)).toThrow(/nginx word/);
  });
});

describe('Netlify', () => {
  it('keeps the revalidate rule apart from the hashed folder', () => {
    const paths = revalidatedPaths(rules);
    expect(paths).toEqual(expect.arrayContaining(['/', '/index.html', '/index', '/404', '/favicon.svg', '/guide', '/guide/*', '/zh/*', '/rss/*']));
    expect(paths.filter((p) => p.startsWith('/static'))).toEqual([]);
  });

  it('writes one block per path with two-space indented headers', () => {
    const text = renderNetlifyHeaders(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-/m);
    expect(text).toContain('/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(text).toContain('/zh/*\n  Cache-Control: no-cache\n');
  });

  it('lists redirects, then hidden host files, then the 404 pages, most specific first', () => {
    const lines = renderNetlifyRedirects(rules).trim().split('\n');
    expect(lines).toContain('/zh/config/source/alias  /zh/config/resolve/alias  301');
    expect(lines).toContain('/_nginx.conf  /404.html  404!');
    expect(lines.slice(-2)).toEqual(['/zh/*  /zh/404.html  404', '/*  /404.html  404']);
  });

  it('refuses a hashed prefix deeper than one folder, header values on two lines and paths with spaces', () => {
    expect(() => revalidatedPaths(withChange({ cache: { ...rules.cache, hashedPrefix: '/assets/static/' } }))).toThrow(/one folder/);
    expect(() => renderNetlifyHeaders(withChange({ headers: { 'X-A': 'one\ntwo' } }))).toThrow(/cannot hold/);
    expect(() => renderNetlifyHeaders(withChange({ headers: { 'X A': 'v' } }))).toThrow(/Not a header name/);
    expect(() => renderNetlifyRedirects(withChange({ redirects: [{ from: '/a b', to: '/c', status: 301 }] }))).toThrow(/Not a Netlify path/);
  });
});

describe('Vercel', () => {
  const config = renderVercelConfig(rules);

  it('turns on clean URLs, leaves trailingSlash unset and lists redirects with their status', () => {
    expect(config.cleanUrls).toBe(true);
    expect('trailingSlash' in config).toBe(false);
    expect(config.redirects).toContainEqual({ source: '/zh/guide/basic/css-usage', destination: '/zh/guide/styling/css-usage', statusCode: 301 });
    expect(config.headers.map((h) => h.source)).toEqual(['/(.*)', '/static/(.*)', '/((?!static/).*)']);
  });

  it('refuses paths that Vercel would read as patterns', () => {
    expect(() => renderVercelConfig(withChange({ redirects: [{ from: '/a/:slug', to: '/b', status: 301 }] }))).toThrow(/plain path/);
    expect(() => renderVercelConfig(withChange({ redirects: [{ from: '/a', to: '/b(.*)', status: 301 }] }))).toThrow(/plain path/);
    expect(() => renderVercelConfig(withChange({ cache: { ...rules.cache, hashedPrefix: '/a/b/' } }))).toThrow(/one folder/);
    expect(() => renderVercelConfig(withChange({ headers: { 'X-A': 'a\r\nSet-Cookie: x' } }))).toThrow(/Bad header/);
  });
});
