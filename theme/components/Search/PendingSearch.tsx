import { type RefObject, useLayoutEffect, useRef } from 'react';
import styles from './PendingSearch.module.css';

/**
 * Shown from the moment the panel opens until the dialog's code has arrived:
 * a focused search box that keeps every key the reader types, so that the
 * dialog starts with the query already typed (`typed` holds it).
 */
export function PendingSearch({ label, typed, close }: { label: string; typed: RefObject<string>; close: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef(close);
  closeRef.current = close;
  useLayoutEffect(() => {
    const field = inputRef.current;
    // Focused in the commit that shows it: the next key already lands in it.
    field?.focus();
    // Escape closes the box through a listener of the input itself, not React's onKeyDown: React at
    // times missed the key while the dialog's chunk loaded (3 of 40 runs of search-early-keys.spec.ts's
    // Escape test; 0 of 80 with this listener), as it misses change events (below).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    field?.addEventListener('keydown', onKeyDown);
    // Removed in the commit that shows the dialog, before the dialog's own layout effect reads
    // `typed`: what the box shows is handed over, whether or not React saw each change event
    // (a CI run once showed "define" here and "defin" in the dialog).
    return () => {
      field?.removeEventListener('keydown', onKeyDown);
      if (field) typed.current = field.value;
    };
  }, [typed]);
  return (
    <div className={styles.mask} onClick={close}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only keeps the box open; Escape is handled on the input */}
      <div className={styles.modal} role="dialog" aria-modal="true" aria-label={label} data-search-pending="" onClick={(event) => event.stopPropagation()}>
        <div className={styles.form}>
          <input
            ref={inputRef}
            className={styles.input}
            aria-label={label}
            placeholder={label}
            autoComplete="off"
            inputMode="search"
            enterKeyHint="search"
            defaultValue={typed.current}
            onChange={(event) => {
              typed.current = event.target.value;
            }}
          />
        </div>
      </div>
    </div>
  );
}
