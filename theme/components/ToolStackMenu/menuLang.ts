import type { Lang } from '../../../site/i18n';
import type { ToolEntry } from '../../../site/tools';

/**
 * Language of the tool menu: the explicit one when given; otherwise Chinese
 * when the path contains "zh", else English. Without a path (server
 * rendering) it is English.
 */
export function toolMenuLang(explicit: Lang | undefined, pathname: string | undefined): Lang {
  if (explicit) return explicit;
  if (pathname?.includes('zh')) return 'zh';
  return 'en';
}

/** Description and link of an entry in one language; English ones are used for en when present. */
export function toolEntryText(entry: ToolEntry, lang: Lang): { desc: string; url: string } {
  if (lang === 'en') return { desc: entry.descEn || entry.desc, url: entry.urlEn || entry.url };
  return { desc: entry.desc, url: entry.url };
}
