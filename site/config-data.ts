import type { Sidebar } from '@rspress/core';
import { type Lang, uiText } from './i18n';
import { links } from './links';
import { navFor } from './nav';
import { diskPages } from './pages';
import { buildSidebar } from './sidebar';

/**
 * What rspress.config.ts hands Rspress from the files under site/ that reaches
 * every page as Rspress's site data: the UI strings, each language's nav and
 * sidebar and the edit link. The dev server computes it
 * again when one of those files changes and puts it in place without a
 * restart (plugins/dev-site-data.ts).
 */
export interface ConfigData {
  i18nSource: typeof uiText;
  locales: { lang: Lang; label: string; description: string; nav: ReturnType<typeof navFor>; sidebar: Sidebar }[];
  editLink: { docRepoBaseUrl: string };
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
  };
}
