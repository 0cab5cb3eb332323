import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForDomFixes, waitForHydration, watchConsole } from './fixtures';

// A reader with a keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows)
// can use the navbar, the sidebar, search, the language and theme switches,
// and always sees where the focus is.

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  const handle = await target.elementHandle({ timeout: 5000 });
  if (!handle) throw new Error(`${target} is not on the page`);
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${target} not reached after ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus is on ${focused}`);
}

/** The focused element shows a focus ring: an outline or a box shadow, drawn for keyboard focus. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1,
      shadow: style.boxShadow !== 'none',
      description: `${el.tagName} ${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`,
    };
  });
  expect(ring.focusVisible, ring.description).toBe(true);
  expect(ring.outline || ring.shadow, `no visible focus indicator: ${ring.description}`).toBe(true);
}

async function start(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The panel a disclosure button controls: open, or collapsed to nothing and inert (out of the Tab order). */
async function expectPanel(page: Page, button: Locator, open: boolean) {
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  const height = () => panel.evaluate((el) => el.getBoundingClientRect().height);
  if (open) {
    await expect(panel).not.toHaveAttribute('inert');
    await expect.poll(height).toBeGreaterThan(0);
  } else {
    await expect(panel).toHaveAttribute('inert', '');
    await expect.poll(height).toBe(0);
  }
}

const nav = (page: Page) => page.locator('.rp-nav');
const sidebar = (page: Page) => page.locator('.rp-doc-layout__sidebar');
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchResults = (page: Page) => page.locator('.rp-search-panel__results .rp-suggest-item');

/**
 * Types a query into the focused search input with the keyboard. The index of
 * a language loads after the panel opens; a query typed before that is typed again.
 */
async function typeQuery(page: Page, query: string, ready: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(query);
    // The results shown must answer the whole query, not a part typed before a pause (under load a
    // keystroke can come after the debounce, and the full query's answer would then reset the arrows).
    await expect(page.locator('.rp-search-panel__results')).toHaveAttribute('data-results-for', query, { timeout: 5000 });
    await ready();
  }).toPass({ timeout: 45_000 });
}

test('Tab reaches a navbar link and Enter follows it', async ({ page }) => {
  const problems = watchConsole(page);
  await start(page, '/guide/start/');
  const config = nav(page).getByRole('link', { name: 'Config', exact: true });
  await tabTo(page, config);
  await expectFocusRing(config);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/config/');
  // The config overview is the largest page to render in the browser: a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('the skip link is the first Tab stop and moves the focus to the main content', async ({ page }) => {
  await start(page, '/guide/start/quick-start');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expectFocusRing(skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab stop is inside the page content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('Tab reaches a sidebar link, Shift+Tab goes back, Enter follows it', async ({ page }) => {
  await start(page, '/guide/start/');
  const quickStart = sidebar(page).getByRole('link', { name: 'Quick start', exact: true });
  const features = sidebar(page).locator('a[href="/guide/start/features"]');
  await tabTo(page, features);
  await tabTo(page, quickStart, { back: true, max: 1 });
  await expectFocusRing(quickStart);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/guide/start/quick-start');
  await expect(page.getByRole('heading', { level: 1, name: /Quick start/i })).toBeVisible();
});

test('Ctrl+K opens search; typing, arrows and Enter go to a result', async ({ page }) => {
  test.setTimeout(60_000);
  await start(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  const input = searchDialog(page).getByRole('textbox', { name: 'Search' });
  await expect(input).toBeFocused();
  const items = searchResults(page);
  await typeQuery(page, 'writeToDisk', () =>
    expect(items.first()).toHaveClass(/rp-suggest-item--current/, { timeout: 2000 }),
  );
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toHaveClass(/rp-suggest-item--current/);
  await page.keyboard.press('ArrowUp');
  await expect(items.first()).toHaveClass(/rp-suggest-item--current/);
  const target = await items.first().locator('a').getAttribute('href');
  expect(target).toMatch(/^\/config\/dev\/write-to-disk/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target ?? '');
  await expect(searchDialog(page)).toBeHidden();
});

test('the search button is reached with Tab and opens with Enter; Tab stays in the panel; × clears; Escape closes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await start(page, '/guide/start/');
  const button = nav(page).locator('button.rp-search-button');
  await tabTo(page, button);
  await expectFocusRing(button);
  await page.keyboard.press('Enter');
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('textbox', { name: 'Search' })).toBeFocused();
  const items = searchResults(page);
  await typeQuery(page, 'hot module replacement', () => expect(items.nth(1)).toBeVisible({ timeout: 2000 }));
  // Focus cycles inside the open panel, both ways.
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus left the panel after ${key}`).toBe(
      true,
    );
  }
  // The × clears the query from the keyboard and leaves the focus in the input.
  const clear = dialog.getByRole('button', { name: 'Clear the search' });
  const input = dialog.getByRole('textbox', { name: 'Search' });
  await input.focus();
  await page.keyboard.press('Tab');
  await expectFocusRing(clear);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(items).toHaveCount(0);

  // Escape closes the panel and gives the focus back to the search button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Again, and this time go to the second result.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Search' })).toBeFocused();
  await typeQuery(page, 'hot module replacement', () => expect(items.nth(1)).toBeVisible({ timeout: 2000 }));
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toHaveClass(/rp-suggest-item--current/);
  const target = await items.nth(1).locator('a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target ?? '');
});

test('the language switch opens from the keyboard and switches the language', async ({ page }) => {
  const problems = watchConsole(page);
  await start(page, '/guide/start/');
  const trigger = nav(page).getByRole('button', { name: 'Languages: English' });
  await tabTo(page, trigger);
  await expectFocusRing(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  const chinese = nav(page).getByRole('link', { name: '简体中文' });
  await expect(chinese).toBeHidden();

  // Space opens, Escape closes and leaves the focus on the switch.
  await page.keyboard.press('Space');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(chinese).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(chinese).toBeHidden();
  await expect(trigger).toBeFocused();
  // The closed menu is out of the Tab order at once: Tab goes on to the theme switch.
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('button', { name: 'Dark theme' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(trigger).toBeFocused();

  // Enter opens, Tab moves into the menu, Enter follows the link.
  await page.keyboard.press('Enter');
  await expect(chinese).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocusRing(chinese);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
  await expect(nav(page).getByRole('button', { name: '语言: 简体中文' })).toBeVisible();

  // And back with the arrow key.
  const back = nav(page).getByRole('button', { name: '语言: 简体中文' });
  await back.focus();
  await page.keyboard.press('ArrowDown');
  const english = nav(page).getByRole('link', { name: 'English' });
  await expect(english).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/?$/);
  expect(problems).toEqual([]);
});

test('the theme switch is a toggle button that Enter and Space flip', async ({ page }) => {
  const problems = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await start(page, '/guide/start/');
  const html = page.locator('html');
  const toggle = nav(page).getByRole('button', { name: 'Dark theme' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await tabTo(page, toggle);
  await expectFocusRing(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(problems).toEqual([]);
});

test('flipping the theme twice while its transition still runs ends where it began, without a page error', async ({ page }) => {
  const problems = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await start(page, '/guide/start/');
  const toggle = nav(page).getByRole('button', { name: 'Dark theme' });
  await tabTo(page, toggle);
  // Both presses inside one task: the second lands while the first transition runs.
  await toggle.evaluate((button) => {
    (button as HTMLButtonElement).click();
    (button as HTMLButtonElement).click();
  });
  await expect(page.locator('html')).not.toHaveClass(/\brp-appearance-transition\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(problems).toEqual([]);
});

for (const url of ['/guide/start/', '/']) {
  test(`every control Tab reaches on ${url} shows a focus ring`, async ({ page }) => {
    await start(page, url);
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator('*:focus');
      await expect(focused).toHaveCount(1);
      seen.push(await focused.evaluate((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim()}`));
      await expectFocusRing(focused);
    }
    // The stops include the skip link and the navbar controls Rspress renders as divs.
    expect(seen).toEqual(
      expect.arrayContaining(['A Skip to content', 'DIV Version', 'DIV Languages: English', 'BUTTON Dark theme']),
    );
    expect(seen[0]).toBe('A Skip to content');
  });
}

test('a sidebar group collapses and expands from the keyboard, and Tab skips a collapsed group', async ({ page }) => {
  const problems = watchConsole(page);
  await start(page, '/guide/start/');
  const group = sidebar(page).getByRole('button', { name: 'Framework', exact: true });
  const react = sidebar(page).getByRole('link', { name: 'React', exact: true });
  const basic = sidebar(page).getByRole('button', { name: 'Basic', exact: true });
  await tabTo(page, group);
  await expectFocusRing(group);
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeFocused();
  await expectPanel(page, group, false);
  // The links of the collapsed group are out of the Tab order: the next stop is the next group.
  await page.keyboard.press('Tab');
  await expect(basic).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expectPanel(page, group, true);
  await page.keyboard.press('Tab');
  await expect(react).toBeFocused();
  expect(problems).toEqual([]);
});

test.describe('tablet width (1024px)', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('one menu button, no hidden Tab stops; its menu opens as a panel and closes with Escape', async ({ page }) => {
    const problems = watchConsole(page);
    await start(page, '/guide/start/');
    // The menu button that holds its popup inside itself is replaced by the panel one.
    await expect(nav(page).locator('button.rp-nav-hamburger__md')).toBeHidden();
    const menu = nav(page).locator('button.rp-nav-hamburger__sm');
    await tabTo(page, menu);
    await expectFocusRing(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The sidebar bar's own "Menu" button lies under the sidebar at this width: not a Tab stop.
    await page.keyboard.press('Tab');
    await expect(page.locator('button.rp-sidebar-menu__right')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const screen = page.locator('.rp-nav-screen__container');
    await page.keyboard.press('Tab');
    await expect(screen.getByRole('link', { name: 'Guide' })).toBeFocused();
    const theme = screen.getByRole('button', { name: 'Dark theme' });
    await tabTo(page, theme, { max: 8 });
    await expectFocusRing(theme);
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);
    await expect(menu).toBeFocused();
    expect(problems).toEqual([]);
  });
});

test.describe('phone width (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function startPhone(page: Page, url: string) {
    await page.goto(url);
    await waitForDomFixes(page);
  }

  test('the closed sidebar is out of the Tab order; its menu opens it, Tab stays in it, Escape closes it', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await startPhone(page, '/guide/start/');
    const open = page.locator('button.rp-sidebar-menu__left');
    const aside = sidebar(page);
    await tabTo(page, open);
    await expectFocusRing(open);
    // Closed: the next stops skip the sidebar's links and go into the page.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await aside.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    await open.focus();
    await page.keyboard.press('Enter');
    await expect(aside).toBeInViewport();
    const first = aside.getByRole('button', { name: 'Getting Started' });
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expectFocusRing(first);
    // Backwards from the first stop goes to the menu button, and again to the sidebar's last link.
    await page.keyboard.press('Shift+Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await aside.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await expect(aside).not.toBeInViewport();
    await expect(first).toBeHidden();

    // A link chosen from the keyboard opens its page.
    await page.keyboard.press('Enter');
    const quickStart = aside.getByRole('link', { name: 'Quick start', exact: true });
    await tabTo(page, quickStart, { max: 5 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/guide/start/quick-start');
    expect(problems).toEqual([]);
  });

  test('the navbar menu takes the focus in turn, closes with Escape and switches the language', async ({ page }) => {
    const problems = watchConsole(page);
    await startPhone(page, '/guide/start/');
    const menu = nav(page).locator('button.rp-nav-hamburger__sm');
    await tabTo(page, menu);
    await expectFocusRing(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const screen = page.locator('.rp-nav-screen__container');
    // The menu is rendered at the end of the page; Tab goes straight into it.
    await page.keyboard.press('Tab');
    await expect(screen.getByRole('link', { name: 'Guide' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(screen.locator('a.rp-social-links__item').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    const languages = screen.getByRole('button', { name: /^Languages/ });
    const chinese = screen.getByRole('link', { name: '简体中文' });
    await tabTo(page, languages, { max: 10 });
    await expectFocusRing(languages);
    await expectPanel(page, languages, false);
    await page.keyboard.press('Space');
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    await expectPanel(page, languages, true);
    await page.keyboard.press('Tab');
    await expect(chinese).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
    await expect(screen).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});

test.describe('boxes that scroll sideways (390px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const url of ['/guide/start/quick-start', '/config/dev/cli-shortcuts']) {
    test(`each one on ${url} is one Tab stop, no more`, async ({ page }) => {
      await page.goto(url);
      await waitForDomFixes(page);
      const boxes = page.locator('.rp-table-scroll-container, .rp-codeblock__content__scroll-container');
      await expect(boxes.first()).toBeAttached();
      // Let the scrolling boxes be marked after the last layout.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const report = await boxes.evaluateAll((els) =>
        els.map((el) => {
          const stops = [el, ...el.querySelectorAll<HTMLElement>('*')].filter(
            (e) => e instanceof HTMLElement && e.tabIndex >= 0 && e.matches('a[href], button, input, [tabindex]'),
          );
          return {
            scrolls: el.scrollWidth > el.clientWidth + 1,
            own: el.getAttribute('tabindex') === '0',
            stops: stops.length,
            what: el.className,
          };
        }),
      );
      const scrolling = report.filter((box) => box.scrolls);
      expect(scrolling.length, 'no box scrolls sideways at 390px: pick another page').toBeGreaterThan(0);
      for (const box of scrolling) expect(box.stops, `${box.what} cannot be reached`).toBeGreaterThan(0);
      // A box whose content takes the focus is not a stop of its own.
      for (const box of report) if (box.own) expect(box.stops, `${box.what} is two stops`).toBe(1);
    });
  }
});
