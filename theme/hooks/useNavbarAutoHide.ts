import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { type HideNavbarMode, navbarHiddenAfterScroll, navbarHiddenAttribute, navbarScrollThrottle } from './navbarAutoHide';
import { throttle } from './throttle';

/** Hides the navbar on scroll down and shows it on scroll up (mode 'auto'). */
export function useNavbarAutoHide(mode: HideNavbarMode): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const root = document.documentElement;
    const setHidden = (hidden: boolean) => root.toggleAttribute(navbarHiddenAttribute, hidden);
    setHidden(false);
    if (mode !== 'auto') return;

    let hidden = false;
    let previousY = window.scrollY;
    const navHeight = () => document.querySelector('.rp-nav')?.getBoundingClientRect().height ?? 0;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      hidden = navbarHiddenAfterScroll(hidden, previousY, y, navHeight());
      previousY = y;
      setHidden(hidden);
    }, navbarScrollThrottle);
    // A keyboard user tabbing into the hidden navbar brings it back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest('.rp-nav')) {
        hidden = false;
        setHidden(false);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      setHidden(false);
    };
  }, [mode, pathname]);
}
