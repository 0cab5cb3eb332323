import ts from 'typescript';
import { feedChannels } from '../../site/feeds';
import { type CodeBlock, extractCodeBlocks, extractHeadings, extractLinks, type Link } from './mdx';
import { type CheckOutcome, type Finding, type PageFile, pageKey } from './types';

export const SOURCE_LANG = 'en';
export const TWIN_LANG = 'zh';

const JS_LIKE = new Set(['js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'mts', 'cts', 'javascript', 'typescript', 'json', 'jsonc', 'json5']);
const HASH_COMMENTS = new Set(['bash', 'sh', 'shell', 'zsh', 'yaml', 'yml', 'toml', 'ini', 'dotenv', 'env', 'properties', 'dockerfile', 'text', 'txt', 'gitignore', 'python', 'py']);
const CSS_LIKE = new Set(['css', 'postcss', 'pcss']);
const CSS_WITH_LINE_COMMENTS = new Set(['scss', 'sass', 'less', 'styl', 'stylus']);
const MARKUP = new Set(['html', 'xml', 'svg', 'vue', 'svelte', 'md', 'mdx', 'astro']);

/** JS/TS/JSON code as its tokens without comments (the TypeScript scanner knows strings, templates and regexes). */
function jsTokens(code: string, jsx: boolean): string {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, code);
  const tokens: string[] = [];
  // Without a parser the scanner needs two hints: where a `}` resumes a
  // template literal, and where a `/` starts a regular expression.
  let braceDepth = 0;
  const templateDepths: number[] = [];
  let previous: ts.SyntaxKind | undefined;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (
      kind === ts.SyntaxKind.SingleLineCommentTrivia ||
      kind === ts.SyntaxKind.MultiLineCommentTrivia ||
      kind === ts.SyntaxKind.WhitespaceTrivia ||
      kind === ts.SyntaxKind.NewLineTrivia
    ) {
      continue;
    }
    if (kind === ts.SyntaxKind.OpenBraceToken) braceDepth++;
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templateDepths.length > 0 && templateDepths[templateDepths.length - 1] === braceDepth) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) templateDepths.pop();
      } else braceDepth--;
    } else if (kind === ts.SyntaxKind.TemplateHead) templateDepths.push(braceDepth);
    else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && regexMayStartAfter(previous)) {
      kind = scanner.reScanSlashToken();
    }
    previous = kind;
    tokens.push(scanner.getTokenText());
  }
  return tokens.join(' ');
}

function regexMayStartAfter(previous: ts.SyntaxKind | undefined): boolean {
  if (previous === undefined) return true;
  return (
    (previous >= ts.SyntaxKind.FirstPunctuation && previous <= ts.SyntaxKind.LastPunctuation &&
      previous !== ts.SyntaxKind.CloseParenToken &&
      previous !== ts.SyntaxKind.CloseBracketToken &&
      previous !== ts.SyntaxKind.CloseBraceToken) ||
    previous === ts.SyntaxKind.ReturnKeyword ||
    previous === ts.SyntaxKind.TypeOfKeyword
  );
}

/**
 * Code without its comments and with whitespace collapsed, so that an English
 * block and its Chinese twin compare equal when only comments differ.
 */
export function codeWithoutComments(block: Pick<CodeBlock, 'lang' | 'code'>): string {
  const { code } = block;
  const lang = block.lang.toLowerCase();
  let text = code;
  if (JS_LIKE.has(lang)) return jsTokens(code, lang.endsWith('x'));
  if (HASH_COMMENTS.has(lang)) text = text.replace(/(^|\s)#.*$/gm, '$1');
  // In plain-text trees and outputs an arrow starts an annotation for the reader.
  if (lang === 'text' || lang === 'txt' || lang === '') text = text.replace(/\s←.*$/gm, '');
  if (CSS_LIKE.has(lang) || CSS_WITH_LINE_COMMENTS.has(lang) || MARKUP.has(lang)) text = text.replace(/\/\*[\s\S]*?\*\//g, '');
  if (CSS_WITH_LINE_COMMENTS.has(lang) || lang === 'vue' || lang === 'svelte') text = text.replace(/(^|\s)\/\/.*$/gm, '$1');
  if (MARKUP.has(lang)) text = text.replace(/<!--[\s\S]*?-->/g, '');
  if (lang === 'wat' || lang === 'wasm') text = text.replace(/;;.*$/gm, '');
  return text.replace(/\s+/g, ' ').trim();
}

/** A link as compared across languages: `/zh` prefix and in-site anchors dropped. */
export function comparableLink(url: string, lang: string): string {
  let result = url;
  if (lang === TWIN_LANG && /^\/zh(\/|$|#)/.test(result)) result = result.slice(3) || '/';
  // A Chinese page may point to the Chinese edition of an external site (https://rspack.rs/zh/...).
  if (lang === TWIN_LANG) result = result.replace(/^(https?:\/\/[^/]+)\/zh(?=\/|$)/, '$1');
  // Each language links to its own release feeds (site/feeds.ts): compare them as the English ones.
  if (lang === TWIN_LANG) {
    for (const zh of feedChannels.filter((c) => c.lang === 'zh')) {
      const en = feedChannels.find((c) => c.lang === 'en' && c.type === zh.type);
      if (en && result.endsWith(`/${zh.filename}`)) result = result.slice(0, -zh.filename.length) + en.filename;
    }
  }
  // Heading anchors are derived from the heading text, so they differ per language.
  if (result.startsWith('/') || result.startsWith('#')) result = result.replace(/#.*$/, '#');
  return result;
}

/** Internal page links must stay in their language: /zh/... from Chinese pages, never from English ones. */
function wrongLanguageLinks(file: string, lang: string, links: Link[]): Finding[] {
  const findings: Finding[] = [];
  for (const link of links) {
    if (!link.url.startsWith('/')) continue;
    const isZh = /^\/zh(\/|$|#)/.test(link.url);
    const isPage = !/\.[a-z0-9]+(?:[?#].*)?$/i.test(link.url);
    if (!isPage) continue;
    if (lang === TWIN_LANG && !isZh) {
      findings.push({ file, line: link.line, message: `link ${link.url} leads to an English page; use /zh${link.url}` });
    }
    if (lang === SOURCE_LANG && isZh) {
      findings.push({ file, line: link.line, message: `link ${link.url} leads to a Chinese page from an English one` });
    }
  }
  return findings;
}

function snippet(text: string, at: number): string {
  const start = Math.max(0, at - 20);
  return `${start > 0 ? '…' : ''}${text.slice(start, at + 40)}${at + 40 < text.length ? '…' : ''}`;
}

function firstDifference(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

/** Compares one English page with its Chinese twin. */
export function comparePair(en: PageFile, zh: PageFile): Finding[] {
  const findings: Finding[] = [];

  const enHeadings = extractHeadings(en.source);
  const zhHeadings = extractHeadings(zh.source);
  const levels = (list: typeof enHeadings) => list.map((heading) => heading.level).join(',');
  if (levels(enHeadings) !== levels(zhHeadings)) {
    let index = 0;
    while (index < enHeadings.length && index < zhHeadings.length && enHeadings[index].level === zhHeadings[index].level) index++;
    const enAt = enHeadings[index];
    const zhAt = zhHeadings[index];
    findings.push({
      file: zh.file,
      line: zhAt?.line ?? zhHeadings.at(-1)?.line ?? 1,
      message:
        `headings differ from ${en.file} (${enHeadings.length} vs ${zhHeadings.length} headings): ` +
        `heading #${index + 1} is ${zhAt ? `${'#'.repeat(zhAt.level)} ${zhAt.text}` : 'missing'} here, ` +
        `${enAt ? `${'#'.repeat(enAt.level)} ${enAt.text} at line ${enAt.line}` : 'absent'} in English`,
    });
  }

  const enBlocks = extractCodeBlocks(en.source);
  const zhBlocks = extractCodeBlocks(zh.source);
  if (enBlocks.length !== zhBlocks.length) {
    findings.push({
      file: zh.file,
      line: 1,
      message: `${zhBlocks.length} code blocks, but ${en.file} has ${enBlocks.length}`,
    });
  }
  const pairs = Math.min(enBlocks.length, zhBlocks.length);
  for (let index = 0; index < pairs; index++) {
    const enBlock = enBlocks[index];
    const zhBlock = zhBlocks[index];
    if (enBlock.lang.toLowerCase() !== zhBlock.lang.toLowerCase() || enBlock.title !== zhBlock.title) {
      findings.push({
        file: zh.file,
        line: zhBlock.line,
        message: `code block #${index + 1} is \`${zhBlock.lang} ${zhBlock.title}\`, but ${en.file}:${enBlock.line} is \`${enBlock.lang} ${enBlock.title}\``,
      });
      continue;
    }
    const enCode = codeWithoutComments(enBlock);
    const zhCode = codeWithoutComments(zhBlock);
    if (enCode !== zhCode) {
      const at = firstDifference(enCode, zhCode);
      findings.push({
        file: zh.file,
        line: zhBlock.line,
        message: `code block #${index + 1} differs from ${en.file}:${enBlock.line} outside comments: "${snippet(zhCode, at)}" vs "${snippet(enCode, at)}"`,
      });
    }
  }

  const enLinks = extractLinks(en.source);
  const zhLinks = extractLinks(zh.source);
  findings.push(...wrongLanguageLinks(en.file, SOURCE_LANG, enLinks), ...wrongLanguageLinks(zh.file, TWIN_LANG, zhLinks));
  const remaining = new Map<string, Link[]>();
  for (const link of zhLinks) {
    const key = comparableLink(link.url, TWIN_LANG);
    remaining.set(key, [...(remaining.get(key) ?? []), link]);
  }
  for (const link of enLinks) {
    const key = comparableLink(link.url, SOURCE_LANG);
    const twins = remaining.get(key);
    if (twins && twins.length > 0) twins.shift();
    else findings.push({ file: en.file, line: link.line, message: `link ${link.url} has no counterpart in ${zh.file}` });
  }
  for (const links of remaining.values()) {
    for (const link of links) {
      findings.push({ file: zh.file, line: link.line, message: `link ${link.url} has no counterpart in ${en.file}` });
    }
  }
  return findings;
}

export interface ParityResult {
  findings: Finding[];
  pairs: number;
  englishOnly: string[];
}

/**
 * Language parity of docs/en and docs/zh: every page has a twin (except the
 * English-only pages given), and each pair agrees in headings, code and links.
 */
export function checkParity(pages: PageFile[], englishOnly: Set<string>): ParityResult {
  const byLang = new Map<string, Map<string, PageFile>>();
  for (const page of pages) {
    const key = pageKey(page.file);
    if (!key) continue;
    if (!byLang.has(key.lang)) byLang.set(key.lang, new Map());
    byLang.get(key.lang)?.set(key.page, page);
  }
  const en = byLang.get(SOURCE_LANG) ?? new Map<string, PageFile>();
  const zh = byLang.get(TWIN_LANG) ?? new Map<string, PageFile>();
  const findings: Finding[] = [];
  let pairs = 0;
  const onlyEnglish: string[] = [];
  for (const [page, enPage] of [...en].sort()) {
    const zhPage = zh.get(page);
    if (!zhPage) {
      if (englishOnly.has(page)) onlyEnglish.push(page);
      else findings.push({ file: enPage.file, line: 1, message: `no Chinese twin: docs/${TWIN_LANG}/${page}.mdx is missing` });
      continue;
    }
    pairs++;
    findings.push(...comparePair(enPage, zhPage));
  }
  for (const [page, zhPage] of [...zh].sort()) {
    if (!en.has(page)) findings.push({ file: zhPage.file, line: 1, message: `no English twin: docs/${SOURCE_LANG}/${page}.mdx is missing` });
  }
  return { findings, pairs, englishOnly: onlyEnglish };
}

export function parityOutcome(result: ParityResult): CheckOutcome {
  return {
    name: 'Language parity',
    findings: result.findings,
    summary: [
      `${result.pairs} en/zh page pairs compared (headings, code outside comments, links)`,
      `English only by design: ${result.englishOnly.length > 0 ? result.englishOnly.join(', ') : 'none present yet'}`,
    ],
  };
}
