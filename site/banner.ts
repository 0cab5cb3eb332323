import type { I18nEntry } from './i18n';

/**
 * The dismissible banner above the navbar. Off unless `display` is true.
 * Once a reader closes it, `localStorageKey` is set in local storage and the
 * banner stays hidden on every page and visit, until the key changes; give a
 * new announcement a new key.
 */
export interface BannerConfig {
  display: boolean;
  /** Where the banner links to, a site path without /zh (the Chinese banner adds it) or a full URL. */
  href: string;
  message: I18nEntry;
  localStorageKey: string;
}

export const banner: BannerConfig = {
  display: false,
  href: '/community/releases/v1-0',
  message: {
    en: 'Rsbuild 1.0 is out: read what it brings',
    zh: 'Rsbuild 1.0 已发布：看看它带来了什么',
  },
  localStorageKey: 'rsbuild-banner-v1-0-dismissed',
};
