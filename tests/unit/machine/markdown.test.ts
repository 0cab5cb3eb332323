import { describe, expect, it } from 'vitest';
import { type TwinPage, firstParagraph, homeMarkdown, llmsFullTxt, llmsTxt, sections, twinPath } from '../../../plugins/markdown/llms';
import { containersToQuotes, mdxToMarkdown, splitFrontmatter } from '../../../plugins/markdown/mdxToMarkdown';

const files: Record<string, string> = {
  'docs/en/shared/fragments/hooks.mdx': '## onBeforeBuild\n\nRuns before the build.\n',
};
const context = {
  lang: 'en' as const,
  file: 'docs/en/plugins/dev/hooks.mdx',
  readFile: (file: string) => {
    const text = files[file];
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  },
  releasePosts: [{ link: '/community/releases/v1-0', title: 'Rsbuild 1.0', date: '2024-09-10', description: 'Stable.' }],
};

describe('mdxToMarkdown', () => {
  it('renders the site components as Markdown and leaves no JSX, import or comment', () => {
    const source = [
      '---',
      'description: Hooks.',
      '---',
      "import Shared from '../../shared/fragments/hooks.mdx';",
      "import { SourceCode } from '@rspress/core/theme';",
      '',
      '# Hooks',
      '',
      '<SourceCode href="https://github.com/x/y" />',
      '',
      '<PackageManagerTabs command="add -D @rsbuild/plugin-sass" />',
      '',
      '{/* example-check',
      'expect dist exists',
      '*/}',
      '',
      '<Shared />',
      '',
      '<ReleaseList />',
      '',
      '<img src="/a.svg" alt="A diagram" width="10" />',
      '',
      ':::tip Careful',
      'Mind the **gap**.',
      ':::',
    ].join('\n');
    const markdown = mdxToMarkdown(source, context);
    expect(markdown).toBe(
      [
        '# Hooks',
        '',
        '[Source](https://github.com/x/y)',
        '',
        '```bash',
        'npm install -D @rsbuild/plugin-sass',
        'yarn add -D @rsbuild/plugin-sass',
        'pnpm add -D @rsbuild/plugin-sass',
        'bun add -D @rsbuild/plugin-sass',
        '```',
        '',
        '## onBeforeBuild',
        '',
        'Runs before the build.',
        '',
        '- [Rsbuild 1.0](/community/releases/v1-0), September 10, 2024: Stable.',
        '',
        '![A diagram](/a.svg)',
        '',
        '> **Tip: Careful**',
        '>',
        '> Mind the **gap**.',
        '',
      ].join('\n'),
    );
  });

  it('names the page and the component it cannot render', () => {
    expect(() => mdxToMarkdown('# A\n\n<Chart data={1} />\n', { ...context, file: 'docs/en/a.mdx' })).toThrow(
      'docs/en/a.mdx: no Markdown form for the component <Chart>',
    );
  });

  it('keeps code blocks, including JSX inside them, and adds a title from the frontmatter when the page has no H1', () => {
    const markdown = mdxToMarkdown('---\ntitle: Config overview\n---\n\n```tsx\nconst a = <App />;\n```\n', context);
    expect(markdown).toBe('# Config overview\n\n```tsx\nconst a = <App />;\n```\n');
  });

  it('reads simple frontmatter and quotes containers outside code fences only', () => {
    expect(splitFrontmatter("---\ntitle: 'A: b'\npublished_at: 2024-01-10\n---\nbody").frontmatter).toEqual({ title: 'A: b', published_at: '2024-01-10' });
    expect(containersToQuotes('```md\n:::tip\n```\n:::warning\nx\n:::', 'zh')).toBe('```md\n:::tip\n```\n> **警告**\n>\n> x\n');
  });
});

describe('llms.txt', () => {
  const page = (p: string, title: string, markdown: string, lang: 'en' | 'zh' = 'en'): TwinPage => ({ lang, page: p, title, markdown });
  const pages = [
    page('index', 'Rsbuild', homeMarkdown('en')),
    page('guide/start/index', 'Introduction', '# Introduction\n\nRsbuild is a **build tool** for [web apps](/x).\n'),
    page('guide/start/quick-start', 'Quick start', '# Quick start\n\n- a list first\n\nThen the prose.\n'),
    page('config/mode', 'mode', '# mode\n\n```ts\ncode\n```\n\nSets the mode.\n'),
    page('guide/start/index', '介绍', '# 介绍\n\n简介。\n', 'zh'),
  ];

  it('puts the pages of a language in sidebar order, under their sections', () => {
    expect(sections(pages, 'en').map((s) => [s.title, s.pages.map((p) => p.page)])).toEqual([
      ['Home', ['index']],
      ['Guide: Getting Started', ['guide/start/index', 'guide/start/quick-start']],
      ['Config', ['config/mode']],
    ]);
  });

  it('writes the llms.txt format: title, summary, sections of links with descriptions', () => {
    const text = llmsTxt(pages, 'en', 'https://rsbuild.rs/', { title: 'Rsbuild', description: 'The build tool' });
    expect(text.startsWith('# Rsbuild\n\n> The build tool\n')).toBe(true);
    expect(text).toContain('## Guide: Getting Started\n\n- [Introduction](https://rsbuild.rs/guide/start/index.md): Rsbuild is a build tool for web apps.\n');
    expect(text).toContain('- [Quick start](https://rsbuild.rs/guide/start/quick-start.md): Then the prose.');
    expect(text).toContain('- [mode](https://rsbuild.rs/config/mode.md): Sets the mode.');
    expect(text).not.toContain('介绍');
    const zh = llmsTxt(pages, 'zh', 'https://rsbuild.rs/', { title: 'Rsbuild', description: '构建工具' });
    expect(zh).toContain('- [介绍](https://rsbuild.rs/zh/guide/start/index.md): 简介。');
  });

  it('joins every page of a language into llms-full.txt in the same order', () => {
    const full = llmsFullTxt(pages, 'en', 'https://rsbuild.rs/');
    const urls = [...full.matchAll(/^url: (.+)$/gm)].map((m) => m[1]);
    expect(urls).toEqual(['https://rsbuild.rs/', 'https://rsbuild.rs/guide/start/', 'https://rsbuild.rs/guide/start/quick-start', 'https://rsbuild.rs/config/mode']);
    expect(full).toContain('# Quick start\n\n- a list first');
  });

  it('maps pages to twins and finds first paragraphs', () => {
    expect(twinPath('en', 'guide/start/quick-start')).toBe('/guide/start/quick-start.md');
    expect(twinPath('zh', 'index')).toBe('/zh/index.md');
    expect(firstParagraph('# T\n\n_Published on x_\n\n[Source](https://x)\n\n| a |\n\nReal text `code` here.')).toBe('Real text code here.');
  });
});
