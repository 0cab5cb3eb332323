import { useI18n } from '@rspress/core/runtime';
import type { MouseEvent } from 'react';
import type { uiText } from '../../../site/i18n';
import styles from './SkipLink.module.css';

/**
 * The first Tab stop of every page: jumps over the navbar and the sidebar to
 * the page's <main>, which takes the focus so that the next Tab continues there.
 * Hidden until focused.
 */
export function SkipLink() {
  const t = useI18n<typeof uiText>();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className={styles.skip} href="#__rspress_root" onClick={onClick}>
      {t('skipToContentText')}
    </a>
  );
}
