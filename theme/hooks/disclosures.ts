/**
 * Keyboard access to the parts of Rspress's theme that open on a click or a
 * hover only, besides the navbar dropdowns (components/A11y/navMenus.ts):
 *
 * - A collapsible sidebar group and the "Languages" and "Version" rows of the
 *   mobile menus are divs with a click handler, followed by a `display: grid`
 *   panel that collapses to `grid-template-rows: 0fr`. The row cannot be
 *   reached with Tab, and the collapsed panel still holds focusable links.
 * - The menu (hamburger) button does not say whether its menu is open. (The
 *   tablet variant, whose popup sits inside the button, is replaced by the
 *   phone one in styles/a11y.css.)
 * - The menus that cover the page on a phone (the navbar screen and the
 *   sidebar) do not close with Escape and let Tab wander behind them, and the
 *   navbar screen is rendered at the end of <body>, far from its button.
 *
 * syncDisclosures gives each row button semantics and makes a collapsed panel
 * `inert`; handlePanelKeys adds Enter/Space on the rows, Escape and a Tab cycle
 * for the open menus. Only attributes React does not render are touched.
 */

import { tabbables } from './focusable';

/** Set on the rows made into buttons; the key handler looks for it. */
const rowAttribute = 'data-site-disclosure';
const rowSelector = 'div.rp-sidebar-group, div.rp-nav-screen-langs, div.rp-nav-screen-menu-item';
const hamburger = 'button.rp-nav-hamburger__sm';

let panelCount = 0;

/** The grid panel a row opens, if the row is a toggle at all. */
function panelOf(row: Element): HTMLElement | null {
  const next = row.nextElementSibling;
  return next instanceof HTMLElement && next.style.display === 'grid' ? next : null;
}

function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** Labels the toggles under `root`; safe to call again after any re-render. */
export function syncDisclosures(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLElement>(rowSelector)) {
    const panel = panelOf(row);
    if (!panel) continue;
    const open = panel.style.gridTemplateRows !== '0fr';
    panel.id ||= `site-disclosure-${++panelCount}`;
    setIfChanged(row, rowAttribute, '');
    setIfChanged(row, 'role', 'button');
    setIfChanged(row, 'tabindex', '0');
    setIfChanged(row, 'aria-controls', panel.id);
    setIfChanged(row, 'aria-expanded', String(open));
    // A collapsed panel is zero rows high but its links stay focusable: inert takes them out.
    panel.toggleAttribute('inert', !open);
  }
  for (const button of root.querySelectorAll(hamburger)) {
    setIfChanged(button, 'aria-expanded', String(button.classList.contains('rp-nav-hamburger--active')));
  }
}

/** A menu that covers the page: its toggle button, its content, and how to close it. */
interface CoveringPanel {
  toggle: HTMLElement;
  content: HTMLElement;
  close: () => void;
}

/** The covering menu open now: the navbar screen, or the sidebar of a narrow screen. */
function openPanel(doc: Document): CoveringPanel | null {
  const screen = doc.querySelector<HTMLElement>('.rp-nav-screen--open .rp-nav-screen__container');
  const menuButton = doc.querySelector<HTMLElement>(hamburger);
  if (screen && menuButton) return { toggle: menuButton, content: screen, close: () => menuButton.click() };
  const sidebar = doc.querySelector<HTMLElement>('.rp-doc-layout__sidebar--open');
  const menu = doc.querySelector<HTMLElement>('button.rp-sidebar-menu__left');
  const mask = doc.querySelector<HTMLElement>('.rp-sidebar-menu__mask');
  if (sidebar && menu && mask && doc.defaultView?.matchMedia('(width <= 768px)').matches) {
    return { toggle: menu, content: sidebar, close: () => mask.click() };
  }
  return null;
}

/** Listens for the keys that open, close and cycle the menus; returns the cleanup. */
export function handlePanelKeys(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if ((event.key === 'Enter' || event.key === ' ') && target?.hasAttribute(rowAttribute)) {
      event.preventDefault();
      target.click();
      return;
    }
    const panel = openPanel(doc);
    // The search panel, opened over the menu, handles its own keys.
    if (!panel || doc.querySelector('.rp-search-panel__modal')) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      panel.close();
      panel.toggle.focus();
    } else if (event.key === 'Tab' && target) {
      // Focus cycles through the menu button and the menu, as in a dialog.
      const cycle = [panel.toggle, ...tabbables(panel.content)];
      const at = cycle.indexOf(target);
      if (at < 0) return;
      event.preventDefault();
      const step = event.shiftKey ? -1 : 1;
      cycle[(at + step + cycle.length) % cycle.length]?.focus();
    }
  };

  // Capture phase: the menu's keys are handled before the page's own handlers.
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
