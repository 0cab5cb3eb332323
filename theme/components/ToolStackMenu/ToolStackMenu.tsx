import { useLang, useLocation } from '@rspress/core/runtime';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Lang } from '../../../site/i18n';
import { landingT } from '../../../site/landing';
import { type ToolGroup, toolMenuGroups } from '../../../site/tools';
import { GridIcon } from '../Icon/GridIcon';
import { toolEntryText, toolMenuLang } from './menuLang';
import styles from './ToolStackMenu.module.css';

/** Pointer hover opens and closes the menu after this delay. */
const HOVER_DELAY_MS = 100;

export interface ToolStackMenuProps {
  /** Language of the menu; without it, taken from the page path in the browser. */
  lang?: Lang;
  groups?: readonly ToolGroup[];
}

/**
 * Grid-icon button that opens a popover listing the tool family.
 * Opens on hover (0.1 s enter and leave delays), click or keyboard; Escape,
 * an outside click or moving focus away closes it.
 */
export function ToolStackMenu({ lang: explicitLang, groups = toolMenuGroups }: ToolStackMenuProps) {
  const [open, setOpen] = useState(false);
  // The entries are rendered once a pointer, a focus or a click comes near the menu, not with the page:
  // hidden, they still cost every page's first render ~55 elements, and their lazy logos still loaded
  // (a hidden image is laid out), each SVG a task of its own while the page loads.
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  // Language of the page path, known only in the browser: English until then. Kept as the language, not
  // the path, so that a path in the same language (every page on hydration) renders nothing again.
  const [pathLang, setPathLang] = useState<Lang>('en');
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const enterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedByHover = useRef(false);
  const panelId = useId();
  const lang = explicitLang ?? pathLang;
  const label = landingT('toolMenuLabel', lang);

  useEffect(() => {
    setPathLang(toolMenuLang(undefined, window.location.pathname));
  }, [location.pathname]);

  const clearTimers = useCallback(() => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  // While open: Escape closes (focus goes back to the button), so does a click outside.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearTimers();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, clearTimers]);

  const onPointerEnter = (event: PointerEvent) => {
    arm();
    if (event.pointerType !== 'mouse') return;
    clearTimers();
    enterTimer.current = setTimeout(() => {
      setOpen((wasOpen) => {
        if (!wasOpen) openedByHover.current = true;
        return true;
      });
    }, HOVER_DELAY_MS);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimers();
    leaveTimer.current = setTimeout(() => setOpen(false), HOVER_DELAY_MS);
  };

  const onClick = () => {
    arm();
    clearTimers();
    // A click on a menu the hover just opened keeps it open rather than closing it.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={arm}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        <GridIcon className={styles.gridIcon} />
      </button>
      <div id={panelId} className={styles.panel} data-open={open} data-testid="tool-menu-panel">
        {(armed ? groups : []).map((group) => (
          <div key={group.titleEn} className={styles.group}>
            <p className={styles.header}>{lang === 'en' ? group.titleEn : group.title}</p>
            <ul className={styles.list}>
              {group.links.map((entry) => {
                const { desc, url } = toolEntryText(entry, lang);
                return (
                  <li key={entry.name}>
                    <a className={styles.entry} href={url} target="_blank" rel="noopener noreferrer">
                      <img
                        className={styles.logo}
                        src={entry.logo}
                        alt=""
                        width={32}
                        height={32}
                        // Lazy as well: React would otherwise preload it in every page's head.
                        loading="lazy"
                        style={entry.logoScale ? { transform: `scale(${entry.logoScale})` } : undefined}
                      />
                      <span className={styles.text}>
                        <span className={styles.name}>{entry.name}</span>
                        <span className={styles.desc}>{desc}</span>
                      </span>
                      <span className={styles.srOnly}> {landingT('opensInNewTab', lang)}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The menu as placed in the navbar: in the language of the current page. */
export function NavToolStackMenu() {
  const lang = useLang();
  return <ToolStackMenu lang={lang === 'zh' ? 'zh' : 'en'} />;
}
