import { links } from './links';

/**
 * Old URLs and where they live now. `from` is a regular expression matched
 * against the path; `(/zh)?` keeps the language; `$n` refers to its groups.
 */
export interface Redirect {
  from: string;
  to: string;
}

const lang = '^(/zh)?';

export const redirects: Redirect[] = [
  { from: `${lang}/config/source/alias$`, to: '$1/config/resolve/alias' },
  { from: `${lang}/config/source/alias-strategy$`, to: '$1/config/resolve/alias-strategy' },
  { from: `${lang}/plugins/list/plugin-assets-retry$`, to: links.assetsRetry },
  {
    from: `${lang}/guide/basic/(css-usage|css-modules|tailwindcss|tailwindcss-v3|unocss)$`,
    to: '$1/guide/styling/$2',
  },
  { from: `${lang}/guide/basic/configure-rspack$`, to: '$1/guide/configuration/rspack' },
  { from: `${lang}/guide/basic/configure-rsbuild$`, to: '$1/guide/configuration/rsbuild' },
  { from: `${lang}/guide/basic/configure-swc$`, to: '$1/guide/configuration/swc' },
];

/** Returns one readable message per rule whose pattern is not a valid RegExp. */
export function findInvalidRedirects(rules: Redirect[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of rules) {
    try {
      new RegExp(from);
    } catch (error) {
      problems.push(`Invalid redirect pattern "${from}" (to "${to}"): ${(error as Error).message}`);
    }
  }
  return problems;
}
