import { useI18n, usePageData } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import type { uiText } from '../../../site/i18n';
import styles from './CopyMarkdown.module.css';

/** The Markdown twin of a route (plugins/markdown): /guide/start/ → /guide/start/index.md. */
export function twinHref(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

type State = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays (the spec's copy confirmation). */
export const CONFIRMATION_MS = 2000;

/**
 * "Copy page as Markdown" on doc pages: fetches the page's Markdown twin and
 * puts it on the clipboard, then says so in text (announced to screen
 * readers) for two seconds. A plain link opens the twin itself.
 */
export function CopyMarkdown() {
  const t = useI18n<typeof uiText>();
  const { page } = usePageData();
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const href = twinHref(page.routePath);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setState('idle'), [href]);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn('Could not copy the page as Markdown:', error);
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={copy} data-state={state}>
        {t('copyMarkdownText')}
      </button>
      <a className={styles.link} href={href} type="text/markdown">
        {t('viewMarkdownText')}
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? t('copyMarkdownDoneText') : state === 'failed' ? t('copyMarkdownFailedText') : ''}
      </span>
    </div>
  );
}
