import { useI18n } from '@rspress/core/runtime';
import { type CodeButtonGroupProps, copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import './CodeButtonGroup.css';

/** How long the copy button shows its success mark. */
export const COPIED_FOR_MS = 2000;

/**
 * The wrap and copy buttons of a code block. Rspress's own draws four SVG
 * icons per block as React elements, about twenty elements that every page
 * hydrated for each of its code blocks (a page with forty blocks: ~800 of its
 * ~3,700). Here each icon is one empty `<span>` drawn by CSS (a mask image,
 * CodeButtonGroup.css), with Rspress's class names, so its styles and
 * transitions apply unchanged. The copied text leaves out line numbers, as
 * Rspress's button does.
 */
export function CodeButtonGroup({ wrapCode, toggleWrapCode, copyElementRef, showWrapCodeButton = true, showCopyButton = true }: CodeButtonGroupProps) {
  const t = useI18n();
  // When the last successful copy happened: the mark shows for COPIED_FOR_MS from it (a new copy starts its time again).
  const [copiedAt, setCopiedAt] = useState<number>();
  const copyButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (copiedAt === undefined) return;
    const timer = setTimeout(() => {
      setCopiedAt(undefined);
      copyButton.current?.blur();
    }, COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const copied = copiedAt !== undefined;

  const copy = async () => {
    const code = copyElementRef.current;
    if (!code) return;
    const text = getCopyableText(code, { ignoreClasses: ['linenumber'], ignoreSelectors: ['.rp-copy-ignore'] });
    if (await copyToClipboard(text)) setCopiedAt(performance.now());
  };

  const wrapLabel = t('codeButtonGroupWrapButtonText');
  const copyLabel = t('codeButtonGroupCopyButtonText');
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          title={wrapLabel}
          aria-label={wrapLabel}
          aria-pressed={wrapCode}
        >
          <span className="rp-code-button-group__icon rp-code-button-group__icon--wrapped" />
          <span className="rp-code-button-group__icon rp-code-button-group__icon--wrap" />
        </button>
      )}
      {showCopyButton && (
        <button
          type="button"
          ref={copyButton}
          className={`rp-code-button-group__button rp-code-copy-button${copied ? ' rp-code-copy-button--copied' : ''}`}
          onClick={copy}
          title={copyLabel}
          aria-label={copyLabel}
        >
          <span className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy" />
          <span className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success" />
        </button>
      )}
    </div>
  );
}
