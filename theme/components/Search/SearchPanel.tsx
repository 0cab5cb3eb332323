import { Suspense, lazy, useEffect, useRef } from 'react';

export interface SearchPanelProps {
  focused: boolean;
  setFocused: (focused: boolean) => void;
}

const SearchDialog = lazy(() => import(/* webpackChunkName: "search-dialog" */ './SearchDialog'));

/** The dialog's root element: focus inside it is not where the focus goes back to. */
const DIALOG = '.rp-search-panel__modal';

/**
 * The site's search panel, as every page loads it: Ctrl/Cmd+K toggles it, and
 * when it closes the focus goes back where it was. The dialog itself (input,
 * hits, keyboard, the index) is a chunk of its own, loaded on first open.
 */
export function SearchPanel({ focused, setFocused }: SearchPanelProps) {
  const returnTo = useRef<HTMLElement | null>(null);

  // Ctrl/Cmd+K anywhere toggles the panel.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'KeyK' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setFocused(!focused);
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
    const el = returnTo.current;
    const active = document.activeElement;
    if (el?.isConnected && (!active || active === document.body)) el.focus();
  }, [focused]);

  if (!focused) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog close={() => setFocused(false)} />
    </Suspense>
  );
}
