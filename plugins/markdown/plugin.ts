import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Lang } from '../../site/i18n';
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

/** After a production build, adds the pages for machines (see llms.ts). */
export function pluginMachinePages(options: { docsRoot: string; siteUrl: string; site: Record<Lang, { title: string; description: string }> }): RspressPlugin {
  return {
    name: 'site-machine-pages',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const repoRoot = path.dirname(options.docsRoot);
      writeMachinePages(outDir, readTwinPages(options.docsRoot, repoRoot), options.siteUrl, options.site);
    },
  };
}
