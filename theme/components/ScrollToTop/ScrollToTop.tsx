import type { uiText } from '../../../site/i18n';
import { useI18n, useSite } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../hooks/useReducedMotion';
import styles from './ScrollToTop.module.css';
import { isScrolled } from './scrollToTop';

/**
 * A floating button that brings the reader back to the top of the page,
 * shown once the page is scrolled (`themeConfig.enableScrollToTop`).
 */
export function ScrollToTop() {
  const { site } = useSite();
  const t = useI18n<typeof uiText>();
  const [visible, setVisible] = useState(false);
  const enabled = site.themeConfig.enableScrollToTop ?? true;

  useEffect(() => {
    if (!enabled) return;
    const update = () => setVisible(isScrolled(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);

  if (!enabled) return null;
  const label = t('scrollToTopButtonText');
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      data-visible={visible}
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
