/**
 * Keyboard access to the navbar's dropdowns (the language switch and the
 * "Version" menu). Rspress opens them on hover only: the trigger is a plain
 * div and the menu is `visibility: hidden`, so neither can be reached with
 * Tab. This makes each trigger a disclosure button (Enter, Space or ArrowDown
 * opens, Escape or moving focus away closes) and shows the menu through a
 * `data-open` attribute (see theme/styles/a11y.css); ArrowUp and ArrowDown
 * move between its links. It only adds attributes and listeners after
 * hydration, so the server markup is left as it is.
 */

const openAttribute = 'data-open';
/** Set when the keyboard closes a menu: it hides at once instead of fading out, so Tab cannot land in it. */
const closedAttribute = 'data-closed';
const itemSelector = 'li.rp-nav-menu__item';
const triggerSelector = ':scope > .rp-nav-menu__item__container';
const menuSelector = ':scope > ul.rp-hover-group';

export interface NavMenuLabels {
  /** Name of the language switch, e.g. "Languages"; the current language follows it. */
  languages: string;
  /** Name of the search icon shown instead of the search box on narrow screens. */
  search: string;
  /** Name of the menu (hamburger) buttons, which Rspress calls "mobile hamburger". */
  menu: string;
}

/** Divs that Rspress uses as buttons in the navbar. */
const divButtonSelector = '.rp-search-button--mobile';

let menuCount = 0;

/** The dropdowns of the navbar: list items holding a hover group. */
function dropdowns(nav: HTMLElement): HTMLLIElement[] {
  return [...nav.querySelectorAll<HTMLLIElement>(itemSelector)].filter((li) => li.querySelector(menuSelector));
}

const menuOf = (li: HTMLElement) => li.querySelector<HTMLElement>(menuSelector);
const triggerOf = (li: HTMLElement) => li.querySelector<HTMLElement>(triggerSelector);
const linksOf = (li: HTMLElement) => [...(menuOf(li)?.querySelectorAll<HTMLElement>('a[href]') ?? [])];

function setOpen(li: HTMLElement, open: boolean, byKey = false) {
  li.toggleAttribute(openAttribute, open);
  li.toggleAttribute(closedAttribute, !open && byKey);
  triggerOf(li)?.setAttribute('aria-expanded', String(open));
}

/** Gives the dropdown triggers button semantics; safe to call again after a re-render. */
export function labelNavMenus(nav: HTMLElement, labels: NavMenuLabels): void {
  for (const li of dropdowns(nav)) {
    const trigger = triggerOf(li);
    const menu = menuOf(li);
    if (!trigger || !menu) continue;
    // The language switch is a lone <li> outside any list.
    if (!li.parentElement?.matches('ul, ol')) li.setAttribute('role', 'none');
    menu.id ||= `site-nav-menu-${++menuCount}`;
    if (trigger.tagName !== 'A' && trigger.tagName !== 'BUTTON') {
      trigger.setAttribute('role', 'button');
      trigger.tabIndex = 0;
    }
    trigger.setAttribute('aria-controls', menu.id);
    trigger.setAttribute('aria-expanded', String(li.hasAttribute(openAttribute)));
    if (li.getAttribute('role') === 'none') {
      const current = trigger.textContent?.trim() ?? '';
      trigger.setAttribute('aria-label', current ? `${labels.languages}: ${current}` : labels.languages);
    }
  }
  for (const button of nav.querySelectorAll<HTMLElement>(divButtonSelector)) {
    button.setAttribute('role', 'button');
    button.tabIndex = 0;
    button.setAttribute('aria-label', labels.search);
  }
  for (const button of nav.querySelectorAll<HTMLElement>('button.rp-nav-hamburger')) {
    button.setAttribute('aria-label', labels.menu);
  }
}

/** Listens for the keys and focus moves of the dropdowns in `nav`; returns the cleanup. */
export function handleNavMenus(nav: HTMLElement): () => void {
  const itemFrom = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLLIElement>(itemSelector) : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement && event.target.matches(divButtonSelector)) {
      event.preventDefault();
      event.target.click();
      return;
    }
    const li = itemFrom(event.target);
    if (!li || !menuOf(li)) return;
    const trigger = triggerOf(li);
    const onTrigger = event.target === trigger;
    const links = linksOf(li);
    const open = li.hasAttribute(openAttribute);
    switch (event.key) {
      case 'Enter':
      case ' ':
        if (!onTrigger) return;
        event.preventDefault();
        setOpen(li, !open, true);
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!onTrigger && !open) return;
        event.preventDefault();
        setOpen(li, true);
        if (links.length === 0) return;
        const at = links.indexOf(event.target as HTMLElement);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = at < 0 ? (step > 0 ? 0 : links.length - 1) : (at + step + links.length) % links.length;
        // The menu becomes visible in this frame's style; focus once it is.
        requestAnimationFrame(() => links[next]?.focus());
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        setOpen(li, false, true);
        trigger?.focus();
        break;
      default:
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    const li = itemFrom(event.target);
    if (li && !li.contains(event.relatedTarget as Node | null)) setOpen(li, false);
  };

  nav.addEventListener('keydown', onKeyDown);
  nav.addEventListener('focusout', onFocusOut);
  return () => {
    nav.removeEventListener('keydown', onKeyDown);
    nav.removeEventListener('focusout', onFocusOut);
  };
}
