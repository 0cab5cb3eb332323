import { ThemeContext, useI18n } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitchAppearance } from '@rspress/core/theme-original';
import { type MouseEvent, useContext, useEffect, useState } from 'react';

/** Set on <html> by Rspress's switch while its view transition runs. */
const TRANSITION_CLASS = 'rp-appearance-transition';
import type { uiText } from '../../../site/i18n';

/**
 * Rspress's light/dark switch is a div that only a pointer can use. This puts
 * it inside a real toggle button: a pointer click still lands on Rspress's
 * handler; a keyboard click (Enter, Space) lands on the button and is passed
 * on to it, from the button's centre, where the theme transition starts.
 *
 * A second switch while the first one's view transition still runs (a quick
 * Enter then Space) waits for it to end: Rspress's handler would start a
 * second view transition at once, which Chrome skips, and the skipped
 * transition's promise rejects with nobody to catch it (a page error).
 */
export function SwitchAppearance(props: { onClick?: () => void }) {
  const t = useI18n<typeof uiText>();
  const { theme } = useContext(ThemeContext);
  // The theme is only known in the browser: no pressed state in the server markup.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.querySelector('.rp-switch-appearance')?.dispatchEvent(
      new globalThis.MouseEvent('click', {
        bubbles: true,
        clientX: box.left + box.width / 2,
        clientY: box.top + box.height / 2,
      }),
    );
  };

  const onClickCapture = (event: MouseEvent<HTMLButtonElement>) => {
    const root = document.documentElement;
    if (!root.classList.contains(TRANSITION_CLASS)) return;
    event.stopPropagation();
    const button = event.currentTarget;
    const observer = new MutationObserver(() => {
      if (root.classList.contains(TRANSITION_CLASS)) return;
      observer.disconnect();
      button.click();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  };

  return (
    <button
      type="button"
      className="site-switch-appearance"
      aria-label={t('darkThemeLabel')}
      aria-pressed={hydrated ? theme === 'dark' : undefined}
      onClick={onClick}
      onClickCapture={onClickCapture}
    >
      <BaseSwitchAppearance {...props} />
    </button>
  );
}
