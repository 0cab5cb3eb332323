import { type RefObject, useLayoutEffect, useRef } from 'react';
import styles from './PendingSearch.module.css';

/**
 * Shown from the moment the panel opens until the dialog's code has arrived:
 * a focused search box that keeps every key the reader types, so that the
 * dialog starts with the query already typed (`typed` holds it).
 */
export function PendingSearch({ label, typed, close }: { label: string; typed: RefObject<string>; close: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const field = inputRef.current;
    // Focused in the commit that shows it: the next key already lands in it.
    field?.focus();
    // Removed in the commit that shows the dialog, before the dialog's own layout effect reads
    // `typed`: what the box shows is handed over, whether or not React saw each change event
    // (a CI run once showed "define" here and "defin" in the dialog).
    return () => {
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
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          />
        </div>
      </div>
    </div>
  );
}
