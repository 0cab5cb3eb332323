/**
 * Logic of the dismissible banner. A reader who closes it gets `localStorageKey`
 * set in local storage; from then on an inline script in the head marks <html>
 * before the first paint and CSS keeps the banner hidden, so it never flashes.
 */
export const bannerDismissedAttribute = 'data-banner-dismissed';

/** Query that shows a banner whose `display` is still false, to check it before turning it on. */
export const bannerPreviewParam = 'banner';
export const bannerPreviewValue = 'preview';

type ReadableStorage = Pick<Storage, 'getItem'>;

/** Whether the banner with this key was dismissed. Storage that throws counts as "not dismissed". */
export function isBannerDismissed(storage: ReadableStorage | undefined, key: string): boolean {
  try {
    return Boolean(storage?.getItem(key));
  } catch {
    return false;
  }
}

/** Remembers the dismissal; returns false when storage is unavailable (private mode, quota). */
export function rememberBannerDismissed(storage: Pick<Storage, 'setItem'> | undefined, key: string): boolean {
  try {
    storage?.setItem(key, '1');
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function isBannerPreview(search: string): boolean {
  return new URLSearchParams(search).get(bannerPreviewParam) === bannerPreviewValue;
}

/** Banner link in a language: site paths get the /zh prefix, full URLs stay. */
export function localizedHref(href: string, lang: string): string {
  if (!href.startsWith('/') || lang === 'en') return href;
  return `/${lang}${href}`;
}

/** Head script: marks <html> when the banner was dismissed (plain ES5, runs before the bundle). */
export function bannerInlineScript(key: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(key)}))document.documentElement.setAttribute(${JSON.stringify(bannerDismissedAttribute)},'')}catch(e){}})()`;
}
