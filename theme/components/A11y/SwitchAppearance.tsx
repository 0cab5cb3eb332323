import { ThemeContext, useI18n } from '@rspress/core/runtime';
import { SwitchAppearance as BaseSwitchAppearance } from '@rspress/core/theme-original';
import { type MouseEvent, useContext, useEffect, useState } from 'react';
import type { uiText } from '../../../site/i18n';

/**
 * Rspress's light/dark switch is a div that only a pointer can use. This puts
 * it inside a real toggle button: a pointer click still lands on Rspress's
 * handler; a keyboard click (Enter, Space) lands on the button and is passed
 * on to it, from the button's centre, where the theme transition starts.
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

  return (
    <button
      type="button"
      className="site-switch-appearance"
      aria-label={t('darkThemeLabel')}
      aria-pressed={hydrated ? theme === 'dark' : undefined}
      onClick={onClick}
    >
      <BaseSwitchAppearance {...props} />
    </button>
  );
}
