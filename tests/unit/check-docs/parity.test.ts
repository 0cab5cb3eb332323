import { describe, expect, it } from 'vitest';
import { checkParity, codeWithoutComments, comparableLink } from '../../../scripts/check-docs/parity';
import { fixturePage } from './helpers';

const en = fixturePage('parity-en.mdx', 'docs/en/guide/basic/proxy.mdx');

describe('checkParity', () => {
  it('accepts a twin that differs only in prose, comments, anchors and the /zh prefix', () => {
    const zh = fixturePage('parity-zh-correct.mdx', 'docs/zh/guide/basic/proxy.mdx');
    expect(checkParity([en, zh], new Set()).findings).toEqual([]);
  });

  it('reports heading levels, code and links that differ, with lines', () => {
    const zh = fixturePage('parity-zh-wrong.mdx', 'docs/zh/guide/basic/proxy.mdx');
    const findings = checkParity([en, zh], new Set()).findings;
    const where = findings.map((finding) => `${finding.file}:${finding.line}`);
    expect(where).toEqual([
      'docs/zh/guide/basic/proxy.mdx:16', // ## 验证 is ### in English
      'docs/zh/guide/basic/proxy.mdx:7', // the port differs in the code
      'docs/zh/guide/basic/proxy.mdx:3', // /config/... from a Chinese page
      'docs/en/guide/basic/proxy.mdx:3', // the Rspack link is missing in Chinese
    ]);
    expect(findings[1].message).toContain('differs from docs/en/guide/basic/proxy.mdx:7 outside comments');
    expect(findings[2].message).toContain('leads to an English page; use /zh/config/server/proxy');
  });

  it('reports pages without a twin, except English-only pages', () => {
    const zhOnly = fixturePage('parity-zh-correct.mdx', 'docs/zh/guide/basic/only-zh.mdx');
    const rem = fixturePage('parity-en.mdx', 'docs/en/guide/advanced/rem.mdx');
    const result = checkParity([en, zhOnly, rem], new Set(['guide/advanced/rem']));
    expect(result.findings).toEqual([
      { file: 'docs/en/guide/basic/proxy.mdx', line: 1, message: 'no Chinese twin: docs/zh/guide/basic/proxy.mdx is missing' },
      { file: 'docs/zh/guide/basic/only-zh.mdx', line: 1, message: 'no English twin: docs/en/guide/basic/only-zh.mdx is missing' },
    ]);
    expect(result.englishOnly).toEqual(['guide/advanced/rem']);
  });
});

describe('codeWithoutComments', () => {
  it('keeps strings, templates and regexes that look like comments', () => {
    const code = "const url = 'http://x'; // note\nconst t = `a ${b} // c`; /* gone */ const r = /\\/\\//;";
    expect(codeWithoutComments({ lang: 'ts', code })).toBe("const url = 'http://x' ; const t = `a ${ b } // c` ; const r = /\\/\\// ;");
  });

  it('knows hash comments and tree annotations', () => {
    expect(codeWithoutComments({ lang: 'bash', code: '# install\nnpm i  # now' })).toBe('npm i');
    expect(codeWithoutComments({ lang: 'text', code: 'dist/\n└── a.js   ← output' })).toBe('dist/ └── a.js');
  });

  it('reads the language in any case', () => {
    expect(codeWithoutComments({ lang: 'Bash', code: '# install\nnpm i' })).toBe('npm i');
  });
});

describe('comparableLink', () => {
  it('drops the /zh prefix, in-site anchors and the zh edition of external sites', () => {
    expect(comparableLink('/zh/config/dev/hmr#示例', 'zh')).toBe(comparableLink('/config/dev/hmr#example', 'en'));
    expect(comparableLink('https://rspack.rs/zh/config', 'zh')).toBe('https://rspack.rs/config');
    expect(comparableLink('https://example.com/a#b', 'en')).toBe('https://example.com/a#b');
  });

  it('treats each language\'s own release feed as the same link', () => {
    expect(comparableLink('https://rsbuild.rs/rss/releases-zh-CN.atom', 'zh')).toBe('https://rsbuild.rs/rss/releases-en.atom');
    expect(comparableLink('https://rsbuild.rs/rss/releases-zh-CN.rss', 'zh')).toBe('https://rsbuild.rs/rss/releases-en.rss');
    expect(comparableLink('https://rsbuild.rs/rss/releases-zh-CN.rss', 'en')).toBe('https://rsbuild.rs/rss/releases-zh-CN.rss');
  });
});
