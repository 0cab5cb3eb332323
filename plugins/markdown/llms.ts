/**
 * The site for machines: a Markdown twin of every page, and per language an
 * llms.txt (sections and pages with a one-line description, in the llms.txt
 * format) and an llms-full.txt (every page's Markdown in sidebar order).
 */
import type { Lang } from '../../site/i18n';
import { text as uiText } from '../../site/i18n';
import { featureCards, featureHref, hero, landingT } from '../../site/landing';
import { langPrefix } from '../../site/nav';
import { metaDescription } from '../lean-page-data';
import { type SidebarTree, pageLink, sidebarTrees } from '../../site/sidebar';

export interface TwinPage {
  lang: Lang;
  /** Path under docs/<lang>/ without extension: guide/start/index, config/mode. */
  page: string;
  title: string;
  /** The page's Markdown (from mdxToMarkdown or the landing data). */
  markdown: string;
  /** Frontmatter description, when the page has one. */
  description?: string;
}

/** The URL path of a page's twin: /guide/start/quick-start.md, /guide/start/index.md, /zh/index.md. */
export function twinPath(lang: Lang, page: string): string {
  return `${langPrefix(lang)}/${page}.md`;
}

/** The first paragraph of a page's Markdown, as plain text (for llms.txt). */
export function firstParagraph(markdown: string): string | undefined {
  const blocks = markdown
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  // Not headings, lists, tables, quotes, images, dates or a lone link (the Source button).
  const prose = blocks.find((block) => !/^(#|[-*+] |\||>|\d+\. |!\[|_Published|_发布于)/.test(block) && !/^\[[^\]]*\]\([^)]*\)$/.test(block));
  if (!prose) return undefined;
  return prose
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function pageDescription(page: TwinPage): string {
  return metaDescription(page.description || firstParagraph(page.markdown) || page.title);
}

/** The home page, which is drawn from the landing data, as Markdown. */
export function homeMarkdown(lang: Lang): string {
  const prefix = langPrefix(lang);
  const lines = [
    `# ${hero.title}`,
    '',
    `${landingT('subtitle', lang)}. ${landingT('slogan', lang)}.`,
    '',
    `- [${landingT('quickStart', lang)}](${hero.quickStart(lang)})`,
    `- [${landingT('introduction', lang)}](${prefix}/guide/start/)`,
    `- [GitHub](${hero.githubURL})`,
    '',
    `## ${lang === 'zh' ? '特性' : 'Features'}`,
    '',
    ...featureCards.flatMap((card) => {
      const href = featureHref(card, lang);
      const title = landingT(card.title, lang);
      return [`### ${href ? `[${title}](${href})` : title}`, '', landingT(card.details, lang), ''];
    }),
  ];
  return `${lines.join('\n').trim()}\n`;
}

const TREE_LABELS: Record<string, Parameters<typeof uiText>[0]> = {
  '/guide/': 'guide',
  '/config/': 'config',
  '/plugins/': 'plugin',
  '/api/': 'api',
  '/community/': 'community',
};

interface Section {
  title: string;
  pages: TwinPage[];
}

/** The pages of a language in sidebar order, grouped by sidebar section; pages outside the sidebar come last. */
export function sections(pages: TwinPage[], lang: Lang, trees: SidebarTree[] = sidebarTrees): Section[] {
  const byPage = new Map(pages.filter((page) => page.lang === lang).map((page) => [page.page, page]));
  const used = new Set<string>();
  const take = (key: string) => {
    const page = byPage.get(key);
    if (!page || used.has(key)) return [];
    used.add(key);
    return [page];
  };
  const result: Section[] = [];
  for (const tree of trees) {
    const label = uiText(TREE_LABELS[tree.root] ?? 'guide', lang);
    const top = (tree.links ?? []).flatMap(take);
    if (top.length > 0) result.push({ title: label, pages: top });
    for (const section of tree.sections) {
      const sectionPages = section.pages.flatMap((name) => take(`${section.dir}/${name}`));
      if (sectionPages.length > 0) result.push({ title: `${label}: ${section.title[lang]}`, pages: sectionPages });
    }
  }
  const rest = [...byPage.keys()].filter((key) => !used.has(key)).sort().flatMap(take);
  if (rest.length > 0) result.unshift({ title: lang === 'zh' ? '首页' : 'Home', pages: rest });
  return result;
}

/** llms.txt of one language. */
export function llmsTxt(pages: TwinPage[], lang: Lang, siteUrl: string, site: { title: string; description: string }): string {
  const lines = [`# ${site.title}`, '', `> ${site.description}`, ''];
  lines.push(
    lang === 'zh'
      ? `本文件列出 Rsbuild 1.3 文档的全部页面，每个链接指向页面的 Markdown 版本。全部内容合并在 ${new URL(`${langPrefix(lang)}/llms-full.txt`, siteUrl).href}。`
      : `Every page of the Rsbuild 1.3 documentation, each link to the page's Markdown version. All pages in one file: ${new URL('/llms-full.txt', siteUrl).href}.`,
    '',
  );
  for (const section of sections(pages, lang)) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${new URL(twinPath(lang, page.page), siteUrl).href}): ${pageDescription(page)}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trim()}\n`;
}

/** llms-full.txt of one language: every page's Markdown in sidebar order, each headed by its address. */
export function llmsFullTxt(pages: TwinPage[], lang: Lang, siteUrl: string): string {
  const parts = sections(pages, lang).flatMap((section) =>
    section.pages.map((page) => `---\nurl: ${new URL(pageLink(lang, page.page).replace(/\/index$/, '/'), siteUrl).href}\n---\n\n${page.markdown.trim()}\n`),
  );
  return parts.join('\n');
}
