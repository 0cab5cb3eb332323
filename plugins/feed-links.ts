import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { feedLinksFor, insertFeedLinks, routePathOfHtmlFile } from '../site/feeds';

/**
 * Writes the RSS and Atom alternate links into the head of every built
 * release page. Rspress runs the final HTML through unhead, which keeps a
 * single `rel="alternate"` link per hreflang, so links given through `head`
 * or a head component lose to the page's language alternates; adding them
 * after the build keeps all of them.
 */
export function pluginFeedLinks(siteUrl: string): RspressPlugin {
  return {
    name: 'site-feed-links',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
      await Promise.all(
        files.map(async (file) => {
          const links = feedLinksFor(routePathOfHtmlFile(file), siteUrl);
          if (links.length === 0) return;
          const absolute = path.join(outDir, file);
          const html = await readFile(absolute, 'utf8');
          const updated = insertFeedLinks(html, links);
          if (updated !== html) await writeFile(absolute, updated);
        }),
      );
    },
  };
}
