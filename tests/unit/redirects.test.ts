import { describe, expect, it } from 'vitest';
import { links } from '../../site/links';
import { findInvalidRedirects, redirects } from '../../site/redirects';

/** Applies the rules the way the client-redirects plugin does: first match wins. */
function resolve(pathname: string): string | undefined {
  for (const { from, to } of redirects) {
    const re = new RegExp(from);
    if (re.test(pathname)) return pathname.replace(re, to);
  }
  return undefined;
}

const table: [string, string][] = [
  ['/config/source/alias', '/config/resolve/alias'],
  ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
  ['/plugins/list/plugin-assets-retry', links.assetsRetry],
  ['/guide/basic/css-usage', '/guide/styling/css-usage'],
  ['/guide/basic/css-modules', '/guide/styling/css-modules'],
  ['/guide/basic/tailwindcss', '/guide/styling/tailwindcss'],
  ['/guide/basic/tailwindcss-v3', '/guide/styling/tailwindcss-v3'],
  ['/guide/basic/unocss', '/guide/styling/unocss'],
  ['/guide/basic/configure-rspack', '/guide/configuration/rspack'],
  ['/guide/basic/configure-rsbuild', '/guide/configuration/rsbuild'],
  ['/guide/basic/configure-swc', '/guide/configuration/swc'],
];

describe('redirects', () => {
  it.each(table)('%s → %s', (from, to) => {
    expect(resolve(from)).toBe(to);
  });

  it.each(table.filter(([, to]) => to.startsWith('/')))('/zh%s keeps the language', (from, to) => {
    expect(resolve(`/zh${from}`)).toBe(`/zh${to}`);
  });

  it('leaves current pages alone', () => {
    expect(resolve('/config/resolve/alias')).toBeUndefined();
    expect(resolve('/guide/basic/cli')).toBeUndefined();
    expect(resolve('/guide/basic/css-usage-extra')).toBeUndefined();
  });

  it('has only valid patterns', () => {
    expect(findInvalidRedirects(redirects)).toEqual([]);
  });

  it('reports an invalid pattern with its rule', () => {
    const problems = findInvalidRedirects([{ from: '^/broken(', to: '/x' }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('"^/broken("');
    expect(problems[0]).toContain('"/x"');
  });
});
