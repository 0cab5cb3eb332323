import {
  transformerAddFold,
  transformerAddLang,
  transformerAddLineNumbers,
  transformerAddTitle,
  transformerAddWrapCode,
  transformerCompatibleMetaHighlight,
} from '@rspress/core/shiki-transformers';
import { type CodeToHastOptions, createCssVariablesTheme, type ShikiTransformer } from 'shiki';
import { codeFences } from './code-fences';

/** Our transformers, after Rspress's own (rspress.config.ts, markdown.shiki.transformers). */
export const siteShikiTransformers = (): ShikiTransformer[] => [transformerCompatibleMetaHighlight()];

/** Rspress's theme: colours as CSS variables, set by the site's stylesheet. */
export const cssVariablesTheme = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', variableDefaults: {}, fontStyle: true });

/**
 * What Shiki's rehype plugin passes to `codeToHast` for a block in this site's
 * build: Rspress 2.0.22's options (its createRehypeShikiOptions, with the
 * defaults this site keeps: no line numbers, no wrapping, no fold setting) and
 * ours. plugins/highlight-worker.ts highlights with exactly these, so its
 * trees can stand in for the build's; a unit test compares the two.
 */
export function codeToHastOptions(lang: string, meta: string): CodeToHastOptions {
  return {
    theme: cssVariablesTheme,
    tokenizeTimeLimit: 0,
    transformers: [
      transformerAddTitle(),
      transformerAddLang(),
      transformerAddLineNumbers({ defaultShowLineNumbers: false }),
      transformerAddWrapCode({ defaultWrapCode: false }),
      transformerAddFold({ defaultCodeOverflow: undefined }),
      ...siteShikiTransformers(),
    ],
    lang,
    meta: { __raw: meta },
  };
}

/** The key Shiki's rehype plugin files a block under in its `cache`. */
export const highlightKey = (lang: string, meta: string, code: string): string => JSON.stringify([lang, meta, code]);

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
}

/**
 * The distinct code blocks of some Markdown sources, by the key the rehype
 * plugin will look them up under: it keys a block by the text of its `<code>`
 * (which ends in a line break) and the language it falls back to ('txt'), and
 * highlights the code without the final line break.
 */
export function codeBlocksOf(sources: Iterable<string>): Map<string, CodeBlock> {
  const blocks = new Map<string, CodeBlock>();
  for (const source of sources) {
    for (const { lang, meta, code } of codeFences(source)) {
      const language = lang || 'txt';
      blocks.set(highlightKey(language, meta, code === '' ? '' : `${code}\n`), { lang: language, meta, code });
    }
  }
  return blocks;
}
