import type { NavItem } from '@rspress/core';
import { type Lang, text } from './i18n';
import { links } from './links';

/** Path prefix of a language: English lives at the root. */
export const langPrefix = (lang: Lang): string => (lang === 'en' ? '' : `/${lang}`);

/** Top navigation of one language. `activeMatch` keeps an item active on its whole section. */
export function navFor(lang: Lang): NavItem[] {
  const p = langPrefix(lang);
  return [
    { text: text('guide', lang), link: `${p}/guide/start/`, activeMatch: `^${p}/guide/` },
    { text: text('config', lang), link: `${p}/config/`, activeMatch: `^${p}/config/` },
    { text: text('plugin', lang), link: `${p}/plugins/list/`, activeMatch: `^${p}/plugins/` },
    { text: text('api', lang), link: `${p}/api/start/`, activeMatch: `^${p}/api/` },
    { text: text('community', lang), link: `${p}/community/`, activeMatch: `^${p}/community/` },
    {
      text: text('version', lang),
      items: [
        { text: text('changelog', lang), link: links.changelog },
        { text: text('v0Docs', lang), link: links.v0Docs },
      ],
    },
  ];
}
