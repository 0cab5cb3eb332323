import { useI18n } from '@rspress/core/runtime';
import { Nav as BaseNav, type NavProps } from '@rspress/core/theme-original';
import { useLayoutEffect } from 'react';
import type { uiText } from '../../../site/i18n';
import { handleNavMenus, labelNavMenus } from './navMenus';

/** Rspress's navbar, with its dropdowns and icon buttons made usable from the keyboard. */
export function Nav(props: NavProps) {
  const t = useI18n<typeof uiText>();
  const languages = t('languagesText');
  const search = t('searchPlaceholderText');
  const menu = t('menuTitle');

  useLayoutEffect(() => {
    const nav = document.querySelector<HTMLElement>('.rp-nav');
    if (!nav) return;
    const labels = { languages, search, menu };
    labelNavMenus(nav, labels);
    // Label again when React changes the navbar (another page, another language).
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => labelNavMenus(nav, labels));
    });
    observer.observe(nav, { childList: true, subtree: true, characterData: true });
    const stopHandling = handleNavMenus(nav);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      stopHandling();
    };
  }, [languages, search, menu]);

  return <BaseNav {...props} />;
}
