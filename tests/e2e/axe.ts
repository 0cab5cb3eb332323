/**
 * axe-core in our pages, the way tests/e2e use it: WCAG 2.1 A/AA in the light
 * theme, the colour rules again in the dark theme, violations of impact
 * serious or critical reported. axe is put into a page once and run as often
 * as needed (AxeBuilder would inject its 500 KB again for every run).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Page, expect } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const appearanceKey = 'rspress-theme-appearance';
export type Theme = 'light' | 'dark';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on the colours: all the dark theme can change. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Puts axe into the page (through the DevTools protocol, so a Content-Security-Policy does not stop it). */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axeSource);
}

/** One line per serious or critical violation: theme, rule, impact, help text and where. */
export async function violations(page: Page, theme: Theme, include?: string): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(
    async ({ theme, tags, colourRules, include }) => {
      type AxeResult = { violations: Array<{ id: string; impact?: string; help: string; helpUrl: string; nodes: Array<{ target: string[] }> }> };
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
      const runOnly = theme === 'light' ? { type: 'tag', values: tags } : { type: 'rule', values: colourRules };
      const result = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => {
          const targets = v.nodes.map((n) => n.target.join(' >> '));
          const shown = targets.slice(0, 8).join(' | ') + (targets.length > 8 ? ` | … ${targets.length - 8} more` : '');
          return `[${theme}] ${v.id} (${v.impact}): ${v.help} (${v.helpUrl.split('?')[0]}) — ${shown}`;
        });
    },
    { theme, tags, colourRules, include },
  );
}

/** Switches the theme the way another tab would: Rspress listens to storage events. */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    [appearanceKey, theme],
  );
  const html = page.locator('html');
  await (theme === 'dark' ? expect(html).toHaveClass(/\bdark\b/) : expect(html).not.toHaveClass(/\bdark\b/));
  // Let the frame with transitions switched off (rp-theme-switching) pass.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** The landing page: let the benchmark run to its end, then go back to the top with the navbar shown. */
export async function settleLanding(page: Page): Promise<void> {
  const chart = page.getByTestId('benchmark-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toHaveAttribute('data-state', 'done', { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-navbar-hidden'))).toBe(false);
}
