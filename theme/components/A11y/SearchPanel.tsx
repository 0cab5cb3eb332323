import { useI18n } from '@rspress/core/runtime';
import { SearchPanel as BaseSearchPanel, type SearchPanelProps } from '@rspress/core/theme-original';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { uiText } from '../../../site/i18n';
import { tabbables } from '../../hooks/focusable';

/**
 * Rspress's search panel as a modal dialog named "Search": its input is named
 * after its placeholder instead of "SearchPanelInput", its "Cancel" heading
 * and its × icon (clear the query, or close when empty) work as buttons, Tab
 * cycles inside the panel while it is open, and the focus goes back where it
 * was when the panel closes. The panel renders in the browser only (NoSSR),
 * into the modal container.
 */
export function SearchPanel(props: SearchPanelProps) {
  const t = useI18n<typeof uiText>();
  const label = t('searchPlaceholderText');
  const clearLabel = t('searchClearLabel');
  // The last element focused outside the panel: the search button, or whatever had the focus on Ctrl+K.
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const el = event.target;
      if (el instanceof HTMLElement && !el.closest('.rp-search-panel__modal')) returnTo.current = el;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (props.focused) return;
    const el = returnTo.current;
    const active = document.activeElement;
    if (el?.isConnected && (!active || active === document.body)) el.focus();
  }, [props.focused]);

  // Rspress handles Enter on the whole document, open or not: with the panel
  // closed, Enter on any link or button threw (no current result) or went to a
  // result of the last search. While closed, Enter stops at <html>, after the
  // page's own handlers and before the document's.
  useEffect(() => {
    if (props.focused) return;
    const stopEnter = (event: KeyboardEvent) => {
      if (event.key === 'Enter') event.stopPropagation();
    };
    const root = document.documentElement;
    root.addEventListener('keydown', stopEnter);
    return () => root.removeEventListener('keydown', stopEnter);
  }, [props.focused]);
  useLayoutEffect(() => {
    if (!props.focused) return;
    const modal = document.querySelector<HTMLElement>('.rp-search-panel__modal');
    if (!modal) return;
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', label);
    modal.querySelector('.rp-search-panel__input')?.setAttribute('aria-label', label);
    const cancel = modal.querySelector<HTMLElement>('.rp-search-panel__cancel');
    cancel?.setAttribute('role', 'button');
    if (cancel) cancel.tabIndex = 0;
    const clear = modal.querySelector<SVGElement>('.rp-search-panel__close');
    if (clear) {
      clear.setAttribute('role', 'button');
      clear.setAttribute('aria-label', clearLabel);
      clear.tabIndex = 0;
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        const focusables = tabbables(modal);
        const first = focusables[0];
        const last = focusables[focusables.length - 1];
        const active = document.activeElement;
        if (!first || !last) return;
        if (event.shiftKey ? active === first || !modal.contains(active) : active === last) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      } else if ((event.key === 'Enter' || event.key === ' ') && (event.target === cancel || event.target === clear)) {
        const target = event.target as HTMLElement | SVGElement;
        // Not to the panel's own Enter handler, which would open the current result.
        event.preventDefault();
        event.stopPropagation();
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        // Cleared: typing goes on in the input.
        if (target === clear) modal.querySelector<HTMLInputElement>('.rp-search-panel__input')?.focus();
      }
    };
    modal.addEventListener('keydown', onKeyDown);
    return () => modal.removeEventListener('keydown', onKeyDown);
  }, [props.focused, label, clearLabel]);
  return <BaseSearchPanel {...props} />;
}
