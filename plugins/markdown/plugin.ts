import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';
import type { Lang } from '../../site/i18n';
import { backgroundWorkerOptions } from '../background-thread.mjs';
import { titleFromMdx } from '../../site/pages';
import { readReleasePosts } from '../release-posts';
import { type TwinPage, homeMarkdown, llmsFullTxt, llmsTxt, twinPath } from './llms';
import { mdxToMarkdown, splitFrontmatter } from './mdxToMarkdown';

const LANGS: Lang[] = ['en', 'zh'];

/** Page files of a language: every .mdx except fragments (`fragments/`, `_*.mdx`) and the 404 page. */
export function pageFiles(docsRoot: string, lang: Lang): string[] {
  const dir = path.join(docsRoot, lang);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').includes('fragments') && !path.basename(file).startsWith('_'))
    .filter((file) => file !== '404.mdx')
    .sort();
}

/** The Markdown of every page of the site, both languages. */
export function readTwinPages(docsRoot: string, repoRoot: string): TwinPage[] {
  const releases = readReleasePosts(docsRoot);
  const pages: TwinPage[] = [];
  for (const lang of LANGS) {
    for (const file of pageFiles(docsRoot, lang)) {
      const absolute = path.join(docsRoot, lang, file);
      const source = readFileSync(absolute, 'utf8');
      const page = file.replace(/\.mdx?$/, '');
      const { frontmatter } = splitFrontmatter(source);
      const relative = path.relative(repoRoot, absolute).split(path.sep).join('/');
      const markdown =
        frontmatter.pageType === 'home'
          ? homeMarkdown(lang)
          : mdxToMarkdown(source, {
              lang,
              file: relative,
              readFile: (other) => readFileSync(path.join(repoRoot, other), 'utf8'),
              releasePosts: releases[lang],
            });
      pages.push({ lang, page, title: titleFromMdx(source) ?? page, markdown, description: frontmatter.description });
    }
  }
  return pages;
}

/** Writes the twins, llms.txt and llms-full.txt of both languages into the built site. */
export function writeMachinePages(outDir: string, pages: TwinPage[], siteUrl: string, site: Record<Lang, { title: string; description: string }>): number {
  let written = 0;
  const write = (urlPath: string, content: string) => {
    const file = path.join(outDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    written++;
  };
  for (const page of pages) write(twinPath(page.lang, page.page), page.markdown);
  for (const lang of LANGS) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    write(`${prefix}/llms.txt`, llmsTxt(pages, lang, siteUrl, site[lang]));
    write(`${prefix}/llms-full.txt`, llmsFullTxt(pages, lang, siteUrl));
  }
  return written;
}

/**
 * readTwinPages in a worker thread (twins-worker.mjs): it only reads the
 * sources, so it runs on another core while the site compiles, which keeps
 * the main thread (busy with the MDX compile) free of it.
 */
export function readTwinPagesInWorker(docsRoot: string, repoRoot: string): Promise<TwinPage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./twins-worker.mjs', import.meta.url), { ...backgroundWorkerOptions, workerData: { docsRoot, repoRoot } });
    // A build that fails before afterBuild does not wait for it.
    worker.unref();
    worker.once('message', (pages: TwinPage[]) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`Markdown twins worker exited with code ${code}`)));
  });
}

/** After a production build, adds the pages for machines (see llms.ts); they are read while the site compiles. */
export function pluginMachinePages(options: {
  docsRoot: string;
  siteUrl: string;
  site: Record<Lang, { title: string; description: string }>;
  /** Work to let finish before the twins worker starts (the highlight prefill): one worker at a time on 2 cores. */
  startAfter?: Promise<unknown>;
}): RspressPlugin {
  const repoRoot = path.dirname(options.docsRoot);
  let twins: Promise<TwinPage[]> | undefined;
  return {
    name: 'site-machine-pages',
    beforeBuild(_config, isProd) {
      if (!isProd) return;
      twins = (options.startAfter ?? Promise.resolve()).then(() => readTwinPagesInWorker(options.docsRoot, repoRoot));
      // Awaited in afterBuild; an error there fails the build, naming the page.
      twins.catch(() => {});
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = await (twins ?? readTwinPagesInWorker(options.docsRoot, repoRoot));
      writeMachinePages(outDir, pages, options.siteUrl, options.site);
    },
  };
}
