import { describe, expect, it } from 'vitest';
import { links } from '../../../site/links';
import { serverRedirects } from '../../../site/serving';
import { expandRedirect, expandRedirects } from '../../../scripts/serving/redirects';

describe('serverRedirects', () => {
  it('are permanent inside the site and temporary to another site', () => {
    for (const rule of serverRedirects) expect(rule.status).toBe(/^https:/.test(rule.to) ? 302 : 301);
    expect(serverRedirects.filter((rule) => rule.status === 302).map((rule) => rule.to)).toEqual([links.assetsRetry]);
  });
});

describe('expandRedirects on the site table', () => {
  const expanded = expandRedirects(serverRedirects);

  it('lists each old path of both languages', () => {
    expect(expanded).toContainEqual({ from: '/config/source/alias', to: '/config/resolve/alias', status: 301 });
    expect(expanded).toContainEqual({ from: '/zh/config/source/alias', to: '/zh/config/resolve/alias', status: 301 });
    expect(expanded).toContainEqual({ from: '/zh/guide/basic/unocss', to: '/zh/guide/styling/unocss', status: 301 });
    expect(expanded).toContainEqual({ from: '/zh/plugins/list/plugin-assets-retry', to: links.assetsRetry, status: 302 });
    // 7 rules, all with the optional (/zh) group; one lists 5 pages.
    expect(expanded).toHaveLength(2 * (6 + 5));
  });

  it('sends each path exactly where the client-side redirect sends it', () => {
    for (const { from, to } of expanded) {
      const rule = serverRedirects.find((r) => new RegExp(r.from).test(from));
      expect(rule, from).toBeDefined();
      const clientTarget = /^https?:/.test(rule?.to ?? '') ? rule?.to : from.replace(new RegExp(rule?.from ?? ''), rule?.to ?? '');
      expect(to, from).toBe(clientTarget);
    }
  });
});

describe('expandRedirect', () => {
  const rule = (from: string, to = '/x') => ({ from, to, status: 301 as const });

  it('handles literals, escapes, alternatives and optional groups', () => {
    expect(expandRedirect(rule('^(/zh)?/a\\.b/(c|d)$', '$1/new/$2'))).toEqual([
      { from: '/a.b/c', to: '/new/c', status: 301 },
      { from: '/a.b/d', to: '/new/d', status: 301 },
      { from: '/zh/a.b/c', to: '/zh/new/c', status: 301 },
      { from: '/zh/a.b/d', to: '/zh/new/d', status: 301 },
    ]);
  });

  it('refuses patterns that match more than a list of paths', () => {
    expect(() => expandRedirect(rule('/a$'))).toThrow(/anchored/);
    expect(() => expandRedirect(rule('^/a'))).toThrow(/anchored/);
    expect(() => expandRedirect(rule('^/a/.*$'))).toThrow(/Unsupported "\."/);
    expect(() => expandRedirect(rule('^/a/[bc]$'))).toThrow(/Unsupported "\["/);
    expect(() => expandRedirect(rule('^/a/b+$'))).toThrow(/Unsupported "\+"/);
    expect(() => expandRedirect(rule('^/(?:a|b)$'))).toThrow(/plain capture groups/);
    expect(() => expandRedirect(rule('^/(a$'))).toThrow(/Unclosed group/);
    expect(() => expandRedirect(rule('^/a\\d$'))).toThrow(/Unsupported escape/);
  });

  it('refuses a target that names a group the pattern does not have', () => {
    expect(() => expandRedirect(rule('^(/zh)?/a$', '$1/b/$2'))).toThrow(/missing group \$2/);
  });

  it('refuses a source that is not a path', () => {
    expect(() => expandRedirect(rule('^(a|b)/c$'))).toThrow(/starting with "\/"/);
  });

  it('refuses a table that lists one path twice', () => {
    expect(() => expandRedirects([rule('^/a$', '/b'), rule('^/(a|c)$', '/d')])).toThrow(/listed twice: \/a/);
  });
});
