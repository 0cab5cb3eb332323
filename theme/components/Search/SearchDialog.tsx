import { useI18n } from '@rspress/core/runtime';
import { IconClose, IconEmpty, IconSearch, SvgWrapper, useLinkNavigate } from '@rspress/core/theme-original';
import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { uiText } from '../../../site/i18n';
import { tabbables } from '../../hooks/focusable';
import type { SearchHit } from '../../search/engine';
import { SearchResultItem } from './SearchResultItem';
import { useSearch } from './useSearch';
import '@rspress/core/dist/theme/components/Search/SearchPanel.css';
import '@rspress/core/dist/theme/components/Search/SuggestItem.css';
import '@rspress/core/dist/theme/components/Search/NoSearchResult.css';
import styles from './SearchPanel.module.css';

/**
 * The search dialog (a chunk of its own, loaded when the panel first opens; see
 * SearchPanel.tsx): a modal named "Search" over our own index (theme/search).
 * Arrows move through the hits, Enter opens one, Escape closes, Tab stays
 * inside. Hits and queries are shown as text, never as markup.
 */
export default function SearchDialog({ close, typed }: { close: () => void; typed?: RefObject<string> }) {
  const t = useI18n<typeof uiText>();
  const navigate = useLinkNavigate();
  const { query, input, results, status, searching } = useSearch();
  const [current, setCurrent] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const modalRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const label = t('searchPlaceholderText');

  const hits = useMemo<SearchHit[]>(() => results?.groups.flatMap((group) => group.hits) ?? [], [results]);
  // A new query starts at the first hit; the same query answered again (the index became ready
  // while its debounce ran) keeps the hit the arrows moved to.
  useEffect(() => setCurrent(0), [results?.query, hits.length]);

  // Takes over what was typed into the box shown while this code loaded (in the same commit
  // that removes the box, so no key falls between the two), then the focus.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    const early = typed?.current ?? '';
    if (early) {
      field.value = early;
      input(early);
    }
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  // Keep the current hit in view when the arrows move it.
  useLayoutEffect(() => {
    listRef.current?.querySelector<HTMLElement>('.rp-suggest-item--current')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      setCurrent((index) => (index + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && target === inputRef.current) {
      event.preventDefault();
      const hit = hits[current];
      if (!hit) return;
      close();
      navigate(hit.link);
    } else if (event.key === 'Tab') {
      const modal = modalRef.current;
      if (!modal) return;
      const stops = tabbables(modal);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    }
  };

  const clear = () => {
    if (!query) {
      close();
      return;
    }
    if (inputRef.current) inputRef.current.value = '';
    input('');
    inputRef.current?.focus();
  };
  const onButtonKey = (action: () => void) => (event: ReactKeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      action();
    }
  };

  if (typeof document === 'undefined') return null;
  const container = document.getElementById('__rspress_modal_container');
  if (!container) return null;

  const loading = status === 'loading' || searching;
  const showResults = query.trim() !== '' && (status === 'ready' || status === 'error');
  const empty = showResults && !searching && (status === 'error' || (results !== undefined && hits.length === 0));
  let index = -1;

  return createPortal(
    <div className="rp-search-panel__mask" onClick={close}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only keeps the dialog open; keys are handled by onKeyDown */}
      <div
        className="rp-search-panel__modal"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        ref={modalRef}
        // Where the language's index stands (initial, loading, ready, error): tests wait for it.
        data-index-status={status}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="rp-search-panel__header">
          <div className="rp-search-panel__input-form">
            <SvgWrapper icon={IconSearch} className={`rp-search-panel__search-icon${loading ? ' rp-search-panel__search-icon--loading' : ''}`} />
            <input
              ref={inputRef}
              className="rp-search-panel__input"
              placeholder={label}
              aria-label={label}
              autoComplete="off"
              inputMode="search"
              enterKeyHint="search"
              defaultValue=""
              onChange={(event) => input(event.target.value)}
            />
            <SvgWrapper
              icon={IconClose}
              className="rp-search-panel__close"
              role="button"
              tabIndex={0}
              aria-label={t('searchClearLabel')}
              onClick={(event: React.MouseEvent) => {
                event.stopPropagation();
                clear();
              }}
              onKeyDown={onButtonKey(clear)}
            />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: styled as Rspress's cancel link on narrow screens */}
          <div className="rp-search-panel__cancel" role="button" tabIndex={0} onClick={close} onKeyDown={onButtonKey(close)}>
            {t('searchPanelCancelText')}
          </div>
        </div>
        {showResults && (
          <div
            className="rp-search-panel__results rp-scrollbar"
            ref={listRef}
            aria-live="polite"
            // The query the shown results answer: tests and the search benchmark wait for it.
            data-results-for={searching ? undefined : status === 'error' ? query : results?.query}
          >
            {empty ? (
              <div className="rp-no-search-result">
                <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" />
                <p className="rp-no-search-result__text">
                  {t('searchNoResultsText')} <b>&quot;{query}&quot;</b>
                </p>
                <p className="rp-no-search-result__suggestion">{t('searchSuggestedQueryText')}</p>
              </div>
            ) : (
              <>
                <ul className={styles.groups}>
                  {results?.groups.map((group, groupIndex) => (
                    <li key={`${group.label ?? ''}${groupIndex}`}>
                      {group.partial && !results.groups[groupIndex - 1]?.partial && (
                        <p className={styles.partial} data-partial-notice="">
                          {t(groupIndex === 0 ? 'searchPartialText' : 'searchMoreText')}
                        </p>
                      )}
                      {group.label && <p className={styles.groupLabel}>{group.label}</p>}
                      <ul className="rp-search-panel__group">
                        {group.hits.map((hit) => {
                          index++;
                          const hitIndex = index;
                          return (
                            <SearchResultItem
                              key={`${hit.link}-${hitIndex}`}
                              hit={hit}
                              current={hitIndex === current}
                              onHover={() => setCurrent(hitIndex)}
                              onOpen={close}
                            />
                          );
                        })}
                      </ul>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </div>,
    container,
  );
}
