import { useI18n } from '@rspress/core/runtime';
import { Suspense, lazy, useEffect, useRef } from 'react';
import type { uiText } from '../../../site/i18n';
import { PendingSearch } from './PendingSearch';

export interface SearchPanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

/** The dialog's root element (or the box shown while it loads): focus inside it is not where the focus goes back to. */
const DIALOG = '.rp-search-panel__modal, [data-search-pending]';

/** True when a key pressed there types text (so `/` is a character, not the shortcut). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(?:INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The dialog's code, loaded once when the panel first opens. */
let dialogCode: Promise<typeof import('./SearchDialog')> | undefined;
function loadSearchDialog() {
  dialogCode ??= import(/* webpackChunkName: "search-dialog" */ './SearchDialog');
  return dialogCode;
}
const SearchDialog = lazy(loadSearchDialog);

/**
 * The site's search panel, as every page loads it: Ctrl/Cmd+K toggles it, `/`
 * opens it, and when it closes the focus goes back where it was. The dialog
 * itself (input, hits, keyboard, the index) is a chunk of its own, loaded on
 * first open; until it has arrived a plain box (PendingSearch) takes the keys,
 * and the dialog starts with what was typed there. No key is lost.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const t = useI18n<typeof uiText>();
  const returnTo = useRef<HTMLElement | null>(null);
  /** What the reader typed before the dialog's code arrived. */
  const typed = useRef('');

  // Ctrl/Cmd+K anywhere toggles the panel; `/` opens it where it does not type text.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setFocused(!focused);
      } else if (event.key === '/' && !focused && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        setFocused(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  // Remember what had the focus, to give it back when the panel closes.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const el = event.target;
      if (el instanceof HTMLElement && !el.closest(DIALOG)) returnTo.current = el;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (focused) return;
    typed.current = '';
    const el = returnTo.current;
    const active = document.activeElement;
    if (el?.isConnected && (!active || active === document.body)) el.focus();
  }, [focused]);

  if (!focused) return null;
  const close = () => setFocused(false);
  return (
    <Suspense fallback={<PendingSearch label={t('searchPlaceholderText')} typed={typed} close={close} />}>
      <SearchDialog close={close} typed={typed} />
    </Suspense>
  );
}
