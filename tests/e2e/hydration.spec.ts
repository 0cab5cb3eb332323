import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, watchConsole } from './fixtures';

/**
 * What runs once a doc page has hydrated (theme/hooks/useHydratedPageData.ts,
 * theme/components/TocWatcher, theme/components/ReadPercent): React renders
 * the page content once, the outline still follows the headings the page
 * shows, and the reading progress follows the scroll position.
 */

declare global {
  interface Window {
    /** Elements inside the page content or the sidebar that React rendered again after they were hydrated. */
    __contentRerenders: string[];
    __commits: number;
  }
}

/** The page content and the sidebar: the largest parts of a doc page, which hydration renders once. */
const WATCHED = '.rspress-doc, .rp-doc-layout__sidebar';

/**
 * Stands in for React DevTools' hook, which React reports every commit to:
 * for each host element inside WATCHED, whether its props changed since
 * the commit before (React gives an element that renders again new props).
 */
async function recordContentRerenders(page: Page): Promise<void> {
  await page.addInitScript((watched) => {
    interface Fiber {
      tag: number;
      type: unknown;
      stateNode: unknown;
      memoizedProps: unknown;
      alternate: Fiber | null;
      child: Fiber | null;
      sibling: Fiber | null;
    }
    window.__contentRerenders = [];
    window.__commits = 0;
    // The props each fiber (or its other buffer) had at the last commit; boxed, so that no entry means "not seen yet".
    const seen = new WeakMap<Fiber, { props: unknown }>();
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        window.__commits++;
        const stack: Fiber[] = root.current.child ? [root.current.child] : [];
        while (stack.length > 0) {
          const fiber = stack.pop() as Fiber;
          const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
          if (before && before.props !== fiber.memoizedProps && fiber.tag === 5 && fiber.stateNode instanceof Element && fiber.stateNode.closest(watched)) {
            const element = fiber.stateNode;
            const className = element.getAttribute('class')?.split(' ')[0];
            window.__contentRerenders.push(`${element.tagName.toLowerCase()}${className ? `.${className}` : ''}`);
          }
          const now = { props: fiber.memoizedProps };
          seen.set(fiber, now);
          if (fiber.alternate) seen.set(fiber.alternate, now);
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
      },
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', { value: hook });
  }, WATCHED);
}

/** The main thread has nothing left to do: React's follow-up renders, scheduled as tasks, have run. */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

test.describe('after hydration', () => {
  for (const [url, width] of [
    ['/plugins/list/plugin-react', 412],
    ['/zh/guide/start/quick-start', 1440],
  ] as const) {
    test(`React does not render the content or the sidebar of ${url} again (${width} px)`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      await recordContentRerenders(page);
      await page.goto(url);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await idle(page);
      expect(await page.evaluate(() => window.__commits)).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.__contentRerenders)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('paragraphs, lists, table cells and inline code of the content hydrate without a component around each', async ({ page }) => {
    // theme/components/A11y/mdxComponents.tsx gives MDX tag names where Rspress's component only passes its props on.
    await page.goto('/zh/plugins/list/plugin-react');
    await waitForHydration(page);
    const { elements, wrapped, links } = await page.evaluate(() => {
      interface Fiber {
        tag: number;
        memoizedProps: { children?: unknown } | null;
        return: Fiber | null;
      }
      const fiberOf = (el: Element) => {
        const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'));
        return key ? ((el as unknown as Record<string, Fiber>)[key] ?? null) : null;
      };
      /** The components right above an element whose render is that element with the same children: wrappers that pass their props on. */
      const wrappers = (el: Element) => {
        const children = fiberOf(el)?.memoizedProps?.children;
        let count = 0;
        for (let f = fiberOf(el)?.return ?? null; f && f.tag === 0 && f.memoizedProps?.children === children; f = f.return) count += 1;
        return count;
      };
      const content = [...document.querySelectorAll('.rspress-doc :is(p, strong, blockquote, ul, ol, li, tr, td, th, hr, :not(pre) > code)')];
      const anchors = [...document.querySelectorAll('.rspress-doc a.rp-link, .rspress-doc a.rp-header-anchor')];
      return {
        elements: content.filter((el) => fiberOf(el)).length,
        wrapped: content.filter((el) => wrappers(el) > 0).map((el) => el.tagName.toLowerCase()),
        // Our `a` and Rspress's Link above a content link, nothing more.
        links: { count: anchors.length, maxWrappers: Math.max(...anchors.map(wrappers)) },
      };
    });
    expect(elements, 'the page has such elements, hydrated').toBeGreaterThan(200);
    expect(wrapped).toEqual([]);
    expect(links.count).toBeGreaterThan(20);
    expect(links.maxWrappers, "a content link's components: our `a` and Rspress's Link").toBeLessThanOrEqual(2);
  });

  test('the recorder sees content that renders again', async ({ page }) => {
    // The same recorder on a state change that does re-render content: choosing another package manager.
    await recordContentRerenders(page);
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await idle(page);
    await page.getByRole('tab', { name: 'pnpm' }).first().click();
    await expect.poll(() => page.evaluate(() => window.__contentRerenders.length)).toBeGreaterThan(0);
  });

  test('the recorder sees the sidebar render again when a group collapses, and the group collapses', async ({ page }) => {
    // theme/components/Sidebar renders the list again only when what it shows changes: a collapse does.
    await page.setViewportSize({ width: 1440, height: 900 });
    await recordContentRerenders(page);
    await page.goto('/config/source/define');
    await waitForHydration(page);
    await idle(page);
    expect(await page.evaluate(() => window.__contentRerenders)).toEqual([]);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const current = sidebar.locator('a[href="/config/source/define"]');
    await expect(current).toBeVisible();
    await sidebar.locator('.rp-sidebar-group').filter({ hasText: /^source$/ }).first().click();
    // Folded away: the group's pages take no height.
    const fold = current.locator('xpath=../..');
    await expect.poll(async () => (await fold.boundingBox())?.height).toBe(0);
    expect((await page.evaluate(() => window.__contentRerenders)).length).toBeGreaterThan(0);
  });

  test('the outline follows headings the page adds', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const outline = page.locator('.rp-doc-layout__outline nav');
    await expect(outline.getByText('Added after hydration')).toHaveCount(0);
    await page.evaluate(() => {
      const heading = document.createElement('h2');
      heading.id = 'added-after-hydration';
      heading.className = 'rp-toc-include';
      heading.textContent = 'Added after hydration';
      document.querySelector('.rspress-doc')?.append(heading);
    });
    await expect(outline.getByText('Added after hydration')).toBeVisible();
  });

  test('the reading progress follows the scroll position', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    const circle = page.locator('.rp-outline__title .rp-progress-circle circle').nth(1);
    const offset = async () => Number(await circle.getAttribute('stroke-dasharray')) - Number(await circle.getAttribute('stroke-dashoffset'));
    // Nothing read at the top: the bar's offset is its whole length.
    await expect.poll(offset).toBeCloseTo(0, 3);
    const backToTop = page.locator('.rp-outline .rp-scroll-to-top');
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // All of it at the bottom: no offset left.
    await expect.poll(async () => Number(await circle.getAttribute('stroke-dashoffset'))).toBeCloseTo(0, 3);
    await expect(backToTop).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(offset).toBeCloseTo(0, 3);
    await expect(backToTop).toHaveCount(0);
  });
});
