import type { Sidebar } from '@rspress/core';
import { type BannerConfig, banner } from './banner';
import { type Lang, uiText } from './i18n';
import { links } from './links';
import { navFor } from './nav';
import { diskPages } from './pages';
import { findInvalidRedirects, type Redirect, redirects } from './redirects';
import { buildSidebar } from './sidebar';
import type { SocialAccount } from './social';

/**
 * What rspress.config.ts hands Rspress from the files under site/: the UI
 * strings, each language's nav and sidebar, the edit link, the social links,
 * the redirects and the banner (its head script). The dev server computes it
 * again when one of those files changes and puts it in place without a
 * restart (plugins/dev-site-data.ts).
 */
export interface ConfigData {
  i18nSource: typeof uiText;
  locales: { lang: Lang; label: string; description: string; nav: ReturnType<typeof navFor>; sidebar: Sidebar }[];
  editLink: { docRepoBaseUrl: string };
  social: SocialAccount[];
  redirects: Redirect[];
  banner: BannerConfig;
}

/** Throws, naming every pattern that is not a valid regular expression. */
function checkedRedirects(rules: Redirect[]): Redirect[] {
  const invalid = findInvalidRedirects(rules);
  if (invalid.length > 0) throw new Error(`site/redirects.ts has invalid patterns:\n${invalid.join('\n')}`);
  return rules;
}

export function configData(docsRoot: string): ConfigData {
  const pages = diskPages(docsRoot);
  const locale = (lang: Lang, label: string) => ({
    lang,
    label,
    description: '',
    nav: navFor(lang),
    sidebar: buildSidebar(lang, pages),
  });
  return {
    i18nSource: uiText,
    locales: [locale('en', 'English'), locale('zh', '简体中文')],
    editLink: { docRepoBaseUrl: links.docsSource },
    social: [
      { icon: 'github', name: 'GitHub', url: links.repo },
      { icon: 'x', name: 'X', url: links.x },
      { icon: 'discord', name: 'Discord', url: links.discord },
      { icon: 'bluesky', name: 'Bluesky', url: links.bluesky },
    ],
    redirects: checkedRedirects(redirects),
    banner,
  };
}
