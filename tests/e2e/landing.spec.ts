import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';
import { waitForHydration } from './fixtures';

/** Both home pages, with the texts that tell them apart. */
const homes = [
  {
    lang: 'en',
    path: '/',
    prefix: '',
    subtitle: 'The Rspack-based build tool',
    getStarted: 'Get Started',
    menuLabel: 'Rstack tools',
    bundlerDesc: 'Bundler',
    rspackUrl: 'https://rspack.rs/',
    benchmarkTitle: 'Lightning Fast',
    toolStackTitle: 'Tool Stack',
    configCard: 'Easy to Configure',
  },
  {
    lang: 'zh',
    path: '/zh/',
    prefix: '/zh',
    subtitle: '基于 Rspack 的构建工具',
    getStarted: '快速开始',
    menuLabel: 'Rstack 工具',
    bundlerDesc: '打包工具',
    rspackUrl: 'https://rspack.rs/zh/',
    benchmarkTitle: '极速构建',
    toolStackTitle: '工具栈',
    configCard: '易于配置',
  },
] as const;

/** Console errors and warnings, uncaught errors and requests to other hosts, from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      problems.push(`external request: ${request.url()}`);
    }
  });
  return problems;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

for (const home of homes) {
  test.describe(`home page (${home.lang})`, () => {
    test('headings go down one level at a time: h1, then h2 sections, then h3 cards', async ({ page }) => {
      await page.goto(home.path);
      const all = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
      expect(all.length).toBeGreaterThan(3);
      expect(all[0]).toBe(1);
      all.forEach((level, i) => {
        if (i > 0) expect(level - all[i - 1], `heading ${i} (h${level}) after h${all[i - 1]}`).toBeLessThanOrEqual(1);
      });
    });

    test('renders and hydrates with no console error and no request to another host', async ({ page }) => {
      const problems = watch(page);
      await page.goto(home.path);
      await expect(page.getByRole('heading', { level: 1, name: 'Rsbuild' })).toBeVisible();
      await expect(page.getByText(home.subtitle, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: home.benchmarkTitle })).toBeAttached();
      await expect(page.getByRole('heading', { level: 2, name: home.toolStackTitle })).toBeAttached();
      await expect(page.locator('section[aria-labelledby="landing-features-title"] li h3')).toHaveCount(6);
      // Hydrated: a client-only behaviour (the hover menu) responds. A click before hydration does
      // nothing (the scripts load after the first paint, one per task), so the click waits for it.
      await waitForHydration(page);
      await page.getByRole('button', { name: home.menuLabel }).click();
      await expect(page.getByRole('button', { name: home.menuLabel })).toHaveAttribute('aria-expanded', 'true');
      // Scroll the whole page so every lazy image and the chart load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('Get Started goes to the quick start, GitHub opens the repository in a new tab', async ({ page }) => {
      await page.goto(home.path);
      const github = page.getByRole('link', { name: /^GitHub/ }).filter({ hasText: 'GitHub' }).last();
      await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild');
      await expect(github).toHaveAttribute('target', '_blank');
      await expect(github).toHaveAttribute('rel', /noopener/);
      const problems = watch(page);
      await page.getByRole('link', { name: home.getStarted }).click();
      await expect(page).toHaveURL(`${home.prefix}/guide/start/quick-start`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('feature cards link to the docs of their language, by click and by keyboard', async ({ page }) => {
      await page.goto(home.path);
      const cards = page.locator('main ul li a:has(h3)');
      await expect(cards).toHaveCount(6);
      for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
        expect(href?.startsWith(`${home.prefix}/`)).toBe(true);
      }
      const config = cards.filter({ hasText: home.configCard });
      await config.focus();
      await expect(config).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${home.prefix}/config/`);
      await page.goBack();
      await cards.first().click();
      await expect(page).toHaveURL(`${home.prefix}/guide/start/`);
    });

    // The animation is the same code in both languages: checked once, on the English page.
    if (home.lang === 'en') test('benchmark bars stay at zero until scrolled into view, then animate once', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(home.path);
      const chart = page.getByTestId('benchmark-chart');
      const bars = chart.getByTestId('benchmark-bar');
      await expect(bars).toHaveCount(12);
      await page.waitForTimeout(1200);
      await expect(chart).toHaveAttribute('data-state', 'idle');
      const widths = () => bars.evaluateAll((nodes) => nodes.map((n) => Number.parseFloat((n as HTMLElement).style.width)));
      expect(await widths()).toEqual(Array(12).fill(0));
      const readouts = chart.getByTestId('benchmark-readout');
      expect(new Set(await readouts.allTextContents())).toEqual(new Set(['0ms']));

      await chart.scrollIntoViewIfNeeded();
      await expect(chart).toHaveAttribute('data-state', 'running');
      // Mid-way: the longest bar (6.52 s) is neither empty nor full.
      await page.waitForTimeout(1500);
      const longest = bars.nth(10);
      const midway = Number(await longest.getAttribute('data-progress'));
      expect(midway).toBeGreaterThan(0.05);
      expect(midway).toBeLessThan(0.8);
      // Short bars are done long before: the Rsbuild hot update (80 ms).
      await expect(readouts.nth(2)).toHaveText('80ms');

      await expect(chart).toHaveAttribute('data-state', 'done', { timeout: 9000 });
      expect(await readouts.allTextContents()).toEqual([
        '410ms', '280ms', '80ms',
        '1.29s', '1.39s', '50ms',
        '2.26s', '2.01s', '200ms',
        '5.02s', '6.52s', '200ms',
      ]);
      const final = await widths();
      expect(final[10]).toBe(100);
      expect(final[0]).toBeCloseTo((0.41 / 6.52) * 100, 2);
      expect(final[2]).toBeCloseTo((0.08 / 6.52) * 100, 2);
      // Once: scrolling away and back does not restart it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await chart.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await expect(chart).toHaveAttribute('data-state', 'done');
    });

    test('benchmark names its public source', async ({ page }) => {
      await page.goto(home.path);
      const source = page.getByRole('link', { name: /performance-compare/ });
      await expect(source).toHaveAttribute('href', 'https://github.com/rspack-contrib/performance-compare');
      await expect(source).toHaveAttribute('target', '_blank');
    });

    test('tool menu opens on hover, click and keyboard, closes on leave and Escape', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home.path);
      // The page's scripts run after its first paint (plugins/paint-first.ts), not by the load event.
      await waitForHydration(page);
      const button = page.getByRole('button', { name: home.menuLabel });
      const panel = page.getByTestId('tool-menu-panel');
      await expect(panel).toBeHidden();

      // Hover: opens after the enter delay, closes after leaving.
      await button.hover();
      await expect(panel).toBeVisible();
      await expect(panel.getByText('Rstack', { exact: true })).toBeVisible();
      const entries = panel.getByRole('link');
      await expect(entries).toHaveCount(7);
      for (const target of await entries.evaluateAll((links) => links.map((a) => a.getAttribute('target')))) {
        expect(target).toBe('_blank');
      }
      await expect(entries.first()).toHaveAttribute('href', home.rspackUrl);
      await expect(entries.first()).toContainText(home.bundlerDesc);
      await page.mouse.move(900, 600);
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Keyboard: Enter opens, Tab reaches the entries, Escape closes and returns focus.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(entries.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      // Click: toggles; a click outside closes.
      await page.mouse.move(900, 600);
      await button.dispatchEvent('click');
      await expect(panel).toBeVisible();
      await page.mouse.click(900, 600);
      await expect(panel).toBeHidden();
    });
  });
}

test('hover delay: the menu does not open on a pointer just passing by', async ({ page }) => {
  await page.goto('/');
  // The page's scripts run after its first paint (plugins/paint-first.ts), not by the load event.
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Rstack tools' });
  const box = await button.boundingBox();
  if (!box) throw new Error('menu button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(700, 500);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('tool-menu-panel')).toBeHidden();
});

test('hero stars drift toward a nearby pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // The page's scripts run after its first paint (plugins/paint-first.ts), not by the load event.
  await waitForHydration(page);
  const stars = page.getByTestId('hero-stars').locator('span');
  await expect(stars).toHaveCount(35);
  const star = stars.nth(5);
  const box = await star.boundingBox();
  if (!box) throw new Error('star has no box');
  await expect(star).not.toHaveAttribute('style', /translate/);
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2);
  await expect(star).toHaveAttribute('style', /translate\([1-9]/);
  await page.mouse.move(box.x + 400, box.y + 300);
  await page.mouse.move(5, 5);
  await expect(star).not.toHaveAttribute('style', /translate\(\d/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the benchmark shows its final values at once', async ({ page }) => {
    // Every state the chart takes and every value a readout shows, from the first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { chartStates: string[] }).chartStates = seen;
      new MutationObserver(() => {
        const chart = document.querySelector('[data-testid="benchmark-chart"]');
        const readout = chart?.querySelectorAll('[data-testid="benchmark-readout"]')[10];
        const entry = `${chart?.getAttribute('data-state')} ${readout?.textContent}`;
        if (chart && seen.at(-1) !== entry) seen.push(entry);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.goto('/');
    // The page's scripts run after its first paint (plugins/paint-first.ts), not by the load event.
    await waitForHydration(page);
    const chart = page.getByTestId('benchmark-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-state', 'done');
    await expect(chart.getByTestId('benchmark-readout').nth(10)).toHaveText('6.52s');
    // No frame of the animation: idle, then the final values.
    const states = await page.evaluate(() => (window as unknown as { chartStates: string[] }).chartStates);
    expect(states.filter((s) => !s.startsWith('idle'))).toEqual(['done 6.52s']);
  });
});
