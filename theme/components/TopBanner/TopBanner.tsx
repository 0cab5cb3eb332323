import { banner } from '../../../site/banner';
import type { uiText } from '../../../site/i18n';
import { useI18n, useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import { bannerDismissedAttribute, isBannerDismissed, isBannerPreview, localizedHref, rememberBannerDismissed } from './banner';
import styles from './TopBanner.module.css';

export interface TopBannerProps {
  href: string;
  message: string;
  localStorageKey: string;
  /** Off unless true. `?banner=preview` shows a banner that is still off, for checking it. */
  display: boolean;
}

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** A one-line announcement above the navbar that the reader can close for good. */
export function TopBanner({ href, message, localStorageKey, display }: TopBannerProps) {
  const t = useI18n<typeof uiText>();
  // The first client render matches the server's; storage and query are read in the effect.
  const [dismissed, setDismissed] = useState(false);
  const [preview, setPreview] = useState(false);

  useEffect(() => {
    const closed = isBannerDismissed(storage(), localStorageKey);
    setDismissed(closed);
    // The head script marked <html> from the key the HTML was written with (in dev, the key when the
    // server started): the current key decides.
    document.documentElement.toggleAttribute(bannerDismissedAttribute, closed);
    setPreview(isBannerPreview(window.location.search));
  }, [localStorageKey]);

  if ((!display && !preview) || dismissed) return null;

  const dismiss = () => {
    rememberBannerDismissed(storage(), localStorageKey);
    document.documentElement.setAttribute(bannerDismissedAttribute, '');
    setDismissed(true);
  };

  return (
    <aside className={`site-banner ${styles.banner}`} aria-label={t('bannerLabel')}>
      <Link href={href} className={styles.link}>
        {message}
      </Link>
      <button type="button" className={styles.close} aria-label={t('bannerCloseText')} title={t('bannerCloseText')} onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

/**
 * The site's banner (site/banner.ts) in the page's language. Read here rather than in the layout, so
 * that in dev an edit to site/banner.ts updates this component alone (theme/index.tsx is no React
 * Refresh boundary: an update that reaches it reloads the page).
 */
export function SiteBanner() {
  const lang = useLang() === 'zh' ? 'zh' : 'en';
  return (
    <TopBanner
      display={banner.display}
      href={localizedHref(banner.href, lang)}
      message={banner.message[lang]}
      localStorageKey={banner.localStorageKey}
    />
  );
}
