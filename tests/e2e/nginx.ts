/**
 * Tests against the site behind real nginx with the generated configuration:
 * each Playwright worker starts its own nginx on a free loopback port, and
 * `baseURL` points at it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { type NginxServer, startNginx } from '../../scripts/serving/nginx-server';
import { test as base, siteDir } from './fixtures';

export const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({}, use) => {
      const server = await startNginx({ siteDir });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => {
    await use(nginx.origin);
  },
});

/** Collects CSP violations (from an init script) and console errors and warnings of every page of a context. */
export async function watchContext(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${page.url()}: ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`${page.url()}: pageerror: ${err.message}`));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return problems;
}

export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
