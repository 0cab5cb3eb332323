import { describe, expect, it } from 'vitest';
import { findCheckComments, isFileTitle, parseExamplePage, parseExpectation, parseMatcher } from '../../../scripts/check-examples/parse';

const page = (source: string) => ({ file: 'docs/en/config/x.mdx', source });
const fence = (title: string, code: string, lang = 'ts') => ['```' + `${lang} title="${title}"`, code, '```'].join('\n');
const config = (body: string) => fence('rsbuild.config.ts', `import { defineConfig } from '@rsbuild/core';\nexport default defineConfig(${body});`);

describe('file titles', () => {
  it('takes relative paths with a dot in the last segment, not dist/ or words', () => {
    expect(['rsbuild.config.ts', 'src/App.tsx', '.env', 'package.json', 'public/robots.txt', 'src/[id].ts'].every(isFileTitle)).toBe(true);
    expect(['Terminal', 'dist/index.html', '/abs/a.js', '../up.js', 'src', 'my file.js'].some(isFileTitle)).toBe(false);
  });
});

describe('matchers', () => {
  it('reads JSON strings with escapes and regular expressions with flags and classes', () => {
    expect(parseMatcher('"a \\"b\\" /c"')).toEqual({ matcher: { kind: 'text', text: 'a "b" /c' }, rest: '' });
    expect(parseMatcher('/src="[^/"]+\\/x"/i tail')).toEqual({ matcher: { kind: 'regexp', source: 'src="[^/"]+\\/x"', flags: 'i' }, rest: 'tail' });
    expect(parseMatcher('bare words')).toEqual({ error: 'expected "text" or /regexp/, got: bare words' });
    expect(parseMatcher('/(/')).toMatchObject({ error: expect.stringContaining('invalid regular expression') });
  });
});

describe('expectations', () => {
  it('parses every kind', () => {
    expect(parseExpectation('expect dist/**.js count 3', 1)).toMatchObject({ target: 'file', glob: 'dist/**.js', predicate: { kind: 'count', count: 3 } });
    expect(parseExpectation('expect dist/a.js not contains "x"', 1)).toMatchObject({ predicate: { kind: 'contains', negate: true } });
    expect(parseExpectation('expect dist/a.js not minified', 1)).toMatchObject({ predicate: { kind: 'minified', negate: true } });
    expect(parseExpectation('expect output not contains /warn/', 1)).toMatchObject({ target: 'output', negate: true });
    expect(parseExpectation('expect error "ENOENT"', 1)).toMatchObject({ target: 'error', matcher: { text: 'ENOENT' } });
    expect(parseExpectation('expect GET /api {"Origin": "https://a.com"} header access-control-allow-origin "*"', 1)).toMatchObject({
      target: 'request',
      request: { path: '/api', headers: { Origin: 'https://a.com' } },
      predicate: { kind: 'header', name: 'access-control-allow-origin' },
    });
    expect(parseExpectation('expect GET / header x-a missing', 1)).toMatchObject({ predicate: { kind: 'header', matcher: 'missing' } });
    expect(parseExpectation('expect GET / body not contains "x"', 1)).toMatchObject({ predicate: { kind: 'body', negate: true } });
  });

  it('explains what it cannot read', () => {
    expect(parseExpectation('expect dist/a.js frobnicated', 4)).toEqual({ error: expect.stringContaining('unknown predicate "frobnicated"') });
    expect(parseExpectation('expect /etc/passwd exists', 4)).toEqual({ error: 'path must be relative to the project: /etc/passwd' });
    expect(parseExpectation('expect node_modules/.cache/rspack/** missing', 4)).toEqual({
      error: 'node_modules is not read, so a check on it could never fail: node_modules/.cache/rspack/**',
    });
    // a folder name that merely contains the word is still a path the runner reads
    expect('error' in parseExpectation('expect dist/static/js/vendors-*node_modules_react*.js exists', 4)).toBe(false);
    expect(parseExpectation('expect GET / teapot', 4)).toEqual({ error: expect.stringContaining('after GET /') });
  });
});

describe('parseExamplePage', () => {
  it('builds the project from the last config block and the file blocks after it', () => {
    const source = [
      config('{ output: { filenameHash: true } }'),
      fence('src/old.ts', 'old'),
      config('{ output: { filenameHash: false } }'),
      fence('src/index.ts', 'console.log(1);'),
      fence('Terminal', 'npx rsbuild build', 'bash'),
      fence('dist/index.html', '<html></html>', 'html'),
      '{/* example-check',
      'env NODE_ENV=development',
      'file src/extra.ts',
      '  export const a = 1;',
      '',
      '  export const b = 2;',
      'file .env: PUBLIC_X=1',
      'expect dist/static/js/index.js exists',
      '*/}',
    ].join('\n');
    const { examples, findings } = parseExamplePage(page(source));
    expect(findings).toEqual([]);
    expect(examples).toHaveLength(1);
    const [example] = examples;
    expect(Object.keys(example.files).sort()).toEqual(['.env', 'package.json', 'rsbuild.config.ts', 'src/extra.ts', 'src/index.ts']);
    expect(example.files['rsbuild.config.ts']).toContain('filenameHash: false');
    expect(example.files['src/extra.ts']).toBe('export const a = 1;\n\nexport const b = 2;\n');
    expect(example.files['.env']).toBe('PUBLIC_X=1\n');
    expect(example).toMatchObject({ command: 'build', env: { NODE_ENV: 'development' }, line: 21 });
  });

  it('takes the last N file blocks with "blocks N" and adds a default entry when src/ is empty', () => {
    const source = [
      fence('src/main.ts', 'main'),
      config('{}'),
      '{/* example-check',
      'blocks 2',
      'expect dist exists',
      '*/}',
      config('{ mode: "none" }'),
      '{/* example-check expect dist/index.html exists */}',
    ].join('\n');
    const { examples, findings } = parseExamplePage(page(source));
    expect(findings).toEqual([]);
    expect(Object.keys(examples[0].files).sort()).toEqual(['package.json', 'rsbuild.config.ts', 'src/main.ts']);
    // The second check only sees blocks after the first one.
    expect(examples[1].files['rsbuild.config.ts']).toContain('mode: "none"');
    expect(examples[1].files['src/index.js']).toBe("console.log('hello');\n");
  });

  it('reports malformed checks at their line and skips them', () => {
    const source = [
      '{/* example-check',
      'command serve',
      'expect dist exists',
      '*/}',
      '{/* example-check',
      '*/}',
      '{/* example-check',
      'expect GET / status 200',
      '*/}',
      '{/* example-check',
      'expect dist exists',
    ].join('\n');
    const { examples, findings } = parseExamplePage(page(source));
    expect(examples).toEqual([]);
    expect(findings.map((finding) => [finding.line, finding.message])).toEqual([
      [2, 'example-check: command must be one of build, dev, preview, inspect: command serve'],
      [5, 'example-check: no expectation: add at least one "expect" line'],
      [7, 'example-check: GET expectations need "command dev" or "command preview"'],
      [10, 'example-check: comment is not closed with */}'],
    ]);
  });

  it('ignores the keyword inside fenced code', () => {
    const source = ['```mdx', '{/* example-check', 'expect dist exists', '*/}', '```'].join('\n');
    expect(findCheckComments(source)).toEqual([]);
  });

  it('finds a check right after an empty code block', () => {
    const source = ['```txt title="empty.txt"', '```', '{/* example-check', 'expect dist exists', '*/}'].join('\n');
    expect(findCheckComments(source).map((comment) => comment.line)).toEqual([3]);
  });
});

describe('comment ends inside a check', () => {
  it('reports a "*/" and reads "*\\/" as one in file contents', () => {
    const bad = parseExamplePage(page(['{/* example-check', 'file src/a.js', '  /** @license x */', 'expect dist exists', '*/}'].join('\n')));
    expect(bad.findings.map((finding) => [finding.line, finding.message])).toEqual([
      [3, 'example-check: a "*/" ends the MDX comment early (MDX fails to compile the page); write "*\\/" for it'],
    ]);
    const good = parseExamplePage(page(['{/* example-check', 'file src/a.js', '  /** @license x *\\/', 'file src/b.js: /*! b *\\/ export {};', 'expect dist exists', '*/}'].join('\n')));
    expect(good.findings).toEqual([]);
    expect(good.examples[0].files['src/a.js']).toBe('/** @license x */\n');
    expect(good.examples[0].files['src/b.js']).toBe('/*! b */ export {};\n');
  });
});
