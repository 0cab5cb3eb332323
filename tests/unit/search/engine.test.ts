import { describe, expect, it } from 'vitest';
import { buildLanguageIndex, firstSentence, type IndexablePage, isSearchable, keywordsOf, sections } from '../../../plugins/search-index';
import { LocalSearchIndex, holdsPhrase, mergeRanges, snippet, wordSequence } from '../../../theme/search/engine';
import { tokenize } from '../../../theme/search/text';
import { headingId } from '../../../theme/search/indexFormat';

/** A page as Rspress extracts it: text with headings at their offsets. */
function page(routePath: string, title: string, parts: Array<[string, string] | string>, lang = 'en'): IndexablePage {
  let content = '';
  const toc: IndexablePage['toc'] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      content += `${part}\n\n`;
      continue;
    }
    const [heading, text] = part;
    toc.push({ id: heading.toLowerCase().replace(/[^\w]+/g, '-'), text: heading, depth: 2, charIndex: content.length });
    content += `${heading}\n\n${text}\n\n`;
  }
  return { routePath, title, toc, content, lang, frontmatter: {} };
}

async function indexOf(pages: IndexablePage[], lang = 'en') {
  const built = buildLanguageIndex(lang, pages, 8);
  const fetched: string[] = [];
  const index = await LocalSearchIndex.load('/', 'idx', async (url) => {
    const name = url.replace('/idx/', '');
    fetched.push(name);
    const file = built.files.get(name);
    if (file === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(file);
  });
  return { index, fetched };
}

const english = [
  page('/config/source/define', 'source.define', ['Replaces expressions with build-time constants.', ['Values are code', 'Wrap strings in JSON.stringify.']]),
  page('/config/resolve/alias', 'resolve.alias', ['Sets aliases for module paths.', ['Example', 'Map @ to ./src.']]),
  page('/guide/advanced/alias', 'Path aliases', ['Use resolve.alias or tsconfig paths to shorten imports.']),
  page('/guide/optimization/code-splitting', 'Code splitting', ['Rsbuild splits chunks for you.', ['Strategies', 'Split vendor chunks by module.']]),
  page('/config/performance/chunk-split', 'performance.chunkSplit', ['Chooses how chunks are split.', ['split-by-experience', 'The default strategy.']]),
  page('/guide/basic/html-template', 'HTML template', ['Set the template with html.template.', ['Template parameters', 'Use <%= title %> in the template.']]),
];

describe('LocalSearchIndex', () => {
  it('ranks a title that is the query, or the option name that ends it, first', async () => {
    const { index } = await indexOf(english);
    expect((await index.search('source.define')).pages[0].route).toBe('/config/source/define');
    expect((await index.search('define')).pages[0].route).toBe('/config/source/define');
    expect((await index.search('alias ')).pages.map((p) => p.route).slice(0, 2)).toEqual(['/config/resolve/alias', '/guide/advanced/alias']);
  });

  it('matches word forms and prefixes of the word being typed', async () => {
    const { index } = await indexOf(english);
    expect((await index.search('aliases ')).pages.map((p) => p.route)).toContain('/guide/advanced/alias');
    const splitting = (await index.search('splitting ')).pages.map((p) => p.route);
    expect(splitting.slice(0, 2).sort()).toEqual(['/config/performance/chunk-split', '/guide/optimization/code-splitting']);
    expect((await index.search('templ')).pages[0].route).toBe('/guide/basic/html-template');
  });

  it('needs every word, and falls back to the closest pages marked partial', async () => {
    const { index } = await indexOf(english);
    const full = await index.search('html template parameters');
    expect(full.partial).toBe(false);
    expect(full.pages.map((p) => p.route)).toEqual(['/guide/basic/html-template']);
    const partial = await index.search('define global constants');
    expect(partial.partial).toBe(true);
    expect(partial.pages[0].route).toBe('/config/source/define');
    expect((await index.search('zzqqxx')).pages).toEqual([]);
  });

  it('gives title, heading and content hits with highlights and a snippet around the match', async () => {
    const { index } = await indexOf(english);
    const [result] = (await index.search('template parameters')).pages;
    expect(result.hits.map((hit) => hit.type)).toEqual(['title', 'header', 'content']);
    expect(result.partial).toBe(false);
    expect(result.hits[1]).toMatchObject({ header: 'Template parameters', link: '/guide/basic/html-template#template-parameters' });
    const [content] = (await index.search('stringify')).pages[0].hits.filter((hit) => hit.type === 'content');
    expect(content).toMatchObject({ link: '/config/source/define#values-are-code', statement: 'Wrap strings in JSON.stringify.' });
    expect(content.statement?.slice(content.highlights[0].start, content.highlights[0].start + content.highlights[0].length)).toBe('stringify');
  });

  it('loads the page list, one shard per word and the texts of the pages it shows', async () => {
    const { index, fetched } = await indexOf(english);
    fetched.length = 0;
    await index.search('stringify');
    expect(fetched.filter((name) => name.startsWith('t'))).toHaveLength(1);
    expect(fetched.filter((name) => name.startsWith('p'))).toEqual(['p0.json']);
  });

  it('prefetches the shard and the shown texts of a query, so its search then fetches nothing', async () => {
    const { index, fetched } = await indexOf(english);
    fetched.length = 0;
    index.prefetch('stringify');
    await expect.poll(() => fetched.filter((name) => name.startsWith('p'))).toEqual(['p0.json']);
    expect(fetched.filter((name) => name.startsWith('t'))).toHaveLength(1);
    fetched.length = 0;
    const [result] = (await index.search('stringify')).pages;
    expect(result.hits.some((hit) => hit.type === 'content')).toBe(true);
    expect(fetched).toEqual([]);
  });

  it('prefetches texts for the latest query only', async () => {
    const { index, fetched } = await indexOf(english);
    fetched.length = 0;
    index.prefetch('stringify');
    index.prefetch('vendor');
    await expect.poll(() => fetched.filter((name) => name.startsWith('p'))).toEqual(['p3.json']);
    // Both words' shards were asked for; only the page of the latest query had its text fetched.
    await index.search('vendor');
    expect(fetched.filter((name) => name.startsWith('p'))).toEqual(['p3.json']);
  });

  it('takes the snippet from the section that holds the most of the query, even deep in a long section', async () => {
    const filler = 'Unrelated words about bundles and outputs. '.repeat(60);
    const long = page('/guide/long', 'Long page', [
      `Mentions proxy once. ${filler}`,
      ['First', `${filler}Here the proxy target and the proxy rewrite work together. ${filler}`],
      ['Second', `Only proxy here. ${filler}`],
    ]);
    const { index } = await indexOf([long]);
    const [content] = (await index.search('proxy rewrite')).pages[0].hits.filter((hit) => hit.type === 'content');
    expect(content.link).toBe('/guide/long#first');
    expect(content.statement).toContain('proxy target and the proxy rewrite');
    const marked = content.highlights.map(({ start, length }) => content.statement?.slice(start, start + length));
    expect(marked).toEqual(['proxy', 'proxy', 'rewrite']);
  });

  it('fetches no text for a page whose title and headings already give three hits', async () => {
    const outline = page('/config/dev/proxy', 'Proxy rules', [
      'Proxy rules forward requests.',
      ['Proxy rules for paths', 'Forward /api.'],
      ['Proxy rules with rewrite', 'Rewrite the proxy path.'],
    ]);
    const { index, fetched } = await indexOf([outline, ...english]);
    fetched.length = 0;
    const [result] = (await index.search('proxy rules')).pages;
    expect(result.hits.map((hit) => hit.type)).toEqual(['title', 'header', 'header']);
    expect(fetched.filter((name) => name.startsWith('p'))).toEqual([]);
  });

  it('keeps HTML in page text as text', async () => {
    const { index } = await indexOf(english);
    const [hit] = (await index.search('title')).pages[0].hits.filter((h) => h.type === 'content');
    expect(hit.statement).toContain('<%= title %>');
  });

  it('finds Chinese words as words, not character by character', async () => {
    const chinese = [
      page('/zh/guide/basic/html-template', 'HTML 模板', ['通过 html.template 设置模板文件。'], 'zh'),
      page('/zh/config/output/dist-path', 'output.distPath', ['修改产物目录的位置。'], 'zh'),
      page('/zh/guide/other', '其他', ['模型和板子放在桌上。'], 'zh'),
    ];
    const { index } = await indexOf(chinese, 'zh');
    expect((await index.search('HTML 模板')).pages.map((p) => p.route)).toEqual(['/zh/guide/basic/html-template']);
    expect((await index.search('修改产物目录')).pages[0].route).toBe('/zh/config/output/dist-path');
    expect((await index.search('模板')).pages.map((p) => p.route)).not.toContain('/zh/guide/other');
    // A single character matches the pairs it starts.
    expect((await index.search('模')).pages.map((p) => p.route).sort()).toEqual(['/zh/guide/basic/html-template', '/zh/guide/other']);
  });

  it('lists pages that hold part of the query after those that hold all of it, marked partial', async () => {
    const { index } = await indexOf([
      page('/a', 'Alpha', ['Both alpha and beta are here.']),
      page('/b', 'Other', ['Only alpha is here, many times: alpha alpha alpha.']),
      page('/c', 'Third', ['Nothing of the kind.']),
    ]);
    const mixed = await index.search('alpha beta ');
    expect(mixed.partial).toBe(false);
    expect(mixed.pages.map((p) => [p.route, p.partial])).toEqual([
      ['/a', false],
      ['/b', true],
    ]);
    expect((await index.search('beta gamma ')).pages.map((p) => [p.route, p.partial])).toEqual([['/a', true]]);
  });
});

describe('index building', () => {
  it('cuts a page at its headings and leaves 404 and landing pages out', () => {
    const p = english[0];
    expect(sections(p)).toEqual(['Replaces expressions with build-time constants.', 'Wrap strings in JSON.stringify.']);
    expect(isSearchable(page('/404', '404', []))).toBe(false);
    expect(isSearchable({ ...page('/', 'Rsbuild', []), frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isSearchable(p)).toBe(true);
  });

  it('stores a heading id only when it is not the usual slug of the heading', async () => {
    const p = page('/a', 'A', [['Per environment', 'x'], ['Vue 2', 'y'], ['开发服务器', 'z']]);
    p.toc[1].id = 'vue-2-legacy';
    p.toc[2].id = '开发服务器';
    const meta = JSON.parse(buildLanguageIndex('en', [p], 4).files.get('meta.json') ?? '{}');
    expect(meta.pages[0][2]).toEqual([[0, 'Per environment', 2], ['vue-2-legacy', 'Vue 2', 2], [0, '开发服务器', 2]]);
    const { index } = await indexOf([p]);
    const links = async (query: string) => (await index.search(query)).pages[0].hits.map((hit) => hit.link);
    expect(await links('per environment')).toContain('/a#per-environment');
    expect(await links('vue')).toContain('/a#vue-2-legacy');
    expect(headingId([0, 'Per environment', 2])).toBe('per-environment');
    expect(headingId(['vue-2-legacy', 'Vue 2', 2])).toBe('vue-2-legacy');
  });

  it('keeps the first sentence of a summary', () => {
    expect(firstSentence('Sets the name. Every key is optional.')).toBe('Sets the name.');
    expect(firstSentence('Node.js 18 or later: read v1.0. Then go.')).toBe('Node.js 18 or later: read v1.0.');
    expect(firstSentence('本页列出导出的值。类型见类型页面。')).toBe('本页列出导出的值。');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });

  it('has no prototype in its shards', () => {
    const built = buildLanguageIndex('en', [page('/a', 'A', ['the constructor and toString and __proto__'])], 4);
    const merged = Object.assign({}, ...[0, 1, 2, 3].map((n) => JSON.parse(built.files.get(`t${n}.json`) ?? '{}')));
    expect(merged.constructor).toEqual([0, 1]);
  });
});

describe('snippets', () => {
  it('shows about 100 characters from just before the first match', () => {
    const text = `${'word '.repeat(40)}needle ${'tail '.repeat(40)}`;
    const at = text.indexOf('needle');
    const { statement, highlights } = snippet(text, [{ start: at, length: 6 }]);
    expect(statement.length).toBeLessThanOrEqual(100);
    expect(statement.slice(highlights[0].start, highlights[0].start + 6)).toBe('needle');
    expect(highlights[0].start).toBeGreaterThan(0);
  });

  it('weighs Chinese characters 3', () => {
    const { statement } = snippet('模板'.repeat(100), [{ start: 0, length: 2 }]);
    expect(statement.length).toBe(33);
  });

  it('marks a Chinese snippet cut inside a sentence with an ellipsis, and starts after a punctuation mark without one', () => {
    const text = '当入口的某个导入方接受更新时，热更新才会被应用。';
    const at = text.indexOf('接受更新') + 2;
    const cut = snippet(text, [{ start: at, length: 2 }], 30);
    expect(cut.statement.startsWith('…')).toBe(true);
    expect(cut.statement.slice(cut.highlights[0].start, cut.highlights[0].start + 2)).toBe('更新');
    const afterMark = snippet(`${'很长的一段说明文字。'.repeat(3)}热更新才会被应用。`, [{ start: 30, length: 3 }], 30);
    expect(afterMark.statement.startsWith('…')).toBe(false);
    expect(snippet(text, [{ start: 0, length: 1 }]).statement).toBe(text);
  });

  it('merges overlapping ranges', () => {
    expect(mergeRanges([{ start: 4, length: 6 }, { start: 0, length: 10 }, { start: 12, length: 1 }])).toEqual([
      { start: 0, length: 10 },
      { start: 12, length: 1 },
    ]);
  });
});

describe('closest matches', () => {
  it('need half of the words, and single letters do not count', async () => {
    const { index } = await indexOf(english);
    expect((await index.search('<zzqqxx src=x onerror=qqzzyy(1)>')).pages).toEqual([]);
    const some = await index.search('strings zzqqxx');
    expect(some.partial).toBe(true);
    expect(some.pages[0].route).toBe('/config/source/define');
  });
});

describe('ranking signals', () => {
  it('ranks an option whose name the query spells out, and pages by their sidebar section', async () => {
    const { index } = await indexOf([
      page('/config/output/filename-hash', 'output.filenameHash', ['Adds a content hash to file names.']),
      page('/guide/basic/output-files', 'Output files', ['Each file name has a hash, the filename ends with it, filename filename hash hash.']),
      page('/guide/migration/vite', 'Vite', ['Replace vite with rsbuild.']),
      page('/guide/faq/general', 'General', ['You can migrate from Vite, webpack or CRA; the migration guides explain each.']),
    ]);
    expect((await index.search('filename hash ')).pages[0].route).toBe('/config/output/filename-hash');
    expect((await index.search('migrate from vite ')).pages[0].route).toBe('/guide/migration/vite');
  });

  it('puts release posts below reference pages that hold the same words', async () => {
    const { index } = await indexOf([
      page('/community/releases/v0-2', 'Rsbuild 0.2', ['The createRsbuild function now takes a cwd.']),
      page('/api/javascript-api/core', 'Core', ['The createRsbuild function creates an instance.']),
    ]);
    expect((await index.search('createRsbuild function ')).pages.map((p) => p.route)).toEqual(['/api/javascript-api/core', '/community/releases/v0-2']);
  });
});

describe('concept words (frontmatter search_keywords)', () => {
  const withKeywords = (p: IndexablePage, keywords: unknown): IndexablePage => ({ ...p, frontmatter: { search_keywords: keywords } });

  it('reads a list or a comma-separated string, trimmed and without repeats', () => {
    expect(keywordsOf({ frontmatter: { search_keywords: ['proxy', ' 代理 ', 'proxy', 3] } })).toEqual(['proxy', '代理', '3']);
    expect(keywordsOf({ frontmatter: { search_keywords: '代理, 反向代理，转发' } })).toEqual(['代理', '反向代理', '转发']);
    expect(keywordsOf({ frontmatter: {} })).toEqual([]);
    expect(keywordsOf({ frontmatter: { search_keywords: { a: 1 } } })).toEqual([]);
  });

  it('finds an option page by the Chinese word for its concept, first, though its title is the English key', async () => {
    const chinese = [
      withKeywords(page('/zh/config/server/proxy', 'server.proxy', ['把请求转发到 target。', ['示例', '设置 target。']], 'zh'), ['代理', '反向代理']),
      page('/zh/guide/basic/server', '开发服务器', ['开发服务器可以配置代理，也可以配置端口。', ['代理', '见 server.proxy。']], 'zh'),
      withKeywords(page('/zh/config/performance/chunk-split', 'performance.chunkSplit', ['选择拆分 chunk 的方式。'], 'zh'), ['拆包', '分包']),
    ];
    const { index } = await indexOf(chinese, 'zh');
    expect((await index.search('代理')).pages.map((p) => p.route)).toEqual(['/zh/config/server/proxy', '/zh/guide/basic/server']);
    // A two-character concept word found nowhere in the text still finds its page.
    expect((await index.search('分包')).pages.map((p) => p.route)).toEqual(['/zh/config/performance/chunk-split']);
    expect((await index.search('拆包')).pages[0].route).toBe('/zh/config/performance/chunk-split');
  });

  it('weighs concept words as the title, keeps them in meta.json and never shows them', async () => {
    const define = withKeywords(english[0], ['global constants', 'compile-time constants']);
    const built = buildLanguageIndex('en', [define, ...english.slice(1)], 8);
    expect(JSON.parse(built.files.get('meta.json') ?? '{}').pages[0][7]).toEqual(['global constants', 'compile-time constants']);
    const { index } = await indexOf([define, ...english.slice(1), page('/guide/faq/features', 'Features', ['Global constants: define them with source.define. Constants are global.'])]);
    const [first] = (await index.search('global constants')).pages;
    expect(first.route).toBe('/config/source/define');
    expect(first.hits.map((hit) => hit.header).join(' ')).not.toMatch(/global/i);
  });
});

describe('phrases', () => {
  it('splits compound names into their words and drops stop words and lone characters', () => {
    expect(wordSequence(tokenize('Use source.define for the filenameHash'))).toEqual(['sourc', 'defin', 'filenam', 'hash']);
    expect(wordSequence(tokenize('代码拆分'))).toEqual(['代码', '码拆', '拆分']);
    expect(holdsPhrase(['disable', 'hmr', 'in', 'test'], ['disable', 'hmr'], false)).toBe(true);
    expect(holdsPhrase(['hmr', 'disable'], ['disable', 'hmr'], false)).toBe(false);
    expect(holdsPhrase(['disable', 'overlay', 'hmr'], ['disable', 'hmr'], false)).toBe(false);
    expect(holdsPhrase(['disable', 'hmr'], ['disable', 'hm'], true)).toBe(true);
    expect(holdsPhrase(['disable', 'hmr'], ['disable', 'hm'], false)).toBe(false);
  });

  it('ranks a page whose heading holds the words together above one that holds them apart, in its title too', async () => {
    const { index } = await indexOf([
      page('/guide/faq/hmr', 'HMR changes', [['Disable the overlay when HMR fails', 'Set overlay to false; to disable HMR set hmr. HMR, disable, HMR.']]),
      page('/config/dev/options', 'Dev options', [['Disable HMR', 'Set it to false.'], ['Watch', 'Watch files.']]),
      page('/other', 'Other', ['Nothing here.']),
    ]);
    expect((await index.search('disable hmr')).pages.map((p) => p.route)).toEqual(['/config/dev/options', '/guide/faq/hmr']);
  });

  it('counts a phrase in the summary the same way', async () => {
    const { index } = await indexOf([
      page('/guide/faq/features', 'Bundle FAQ', [['Analyze the bundle', 'Run the analyzer.'], ['Size of the output', 'The size of each file and each bundle is listed, size by size.']]),
      {
        ...page('/config/performance/bundle-analyze', 'performance.bundleAnalyze', ['Opens a report.', ['Example', 'Enable it.']]),
        description: 'Shows the bundle size of each module in a report.',
      },
      page('/other', 'Other', ['Nothing here.']),
    ]);
    expect((await index.search('bundle size')).pages[0].route).toBe('/config/performance/bundle-analyze');
  });
});

describe('task verbs', () => {
  it('count where a page holds them, but a page with the rest of the query holds all of it', async () => {
    const { index } = await indexOf([
      page('/config/server/proxy', 'server.proxy', ['Forwards requests to a backend.', ['Rewrite', 'Rewrite paths.']]),
      page('/guide/basic/server', 'Dev server', ['Configure the dev server; a proxy is one option.']),
      page('/guide/other', 'Other', ['Configure things.']),
    ]);
    const results = await index.search('how to configure proxy');
    expect(results.partial).toBe(false);
    expect(results.pages.map((p) => [p.route, p.partial])).toEqual([
      ['/config/server/proxy', false],
      ['/guide/basic/server', false],
    ]);
    // A query of task verbs alone still needs them.
    expect((await index.search('configure ')).pages.map((p) => p.route).sort()).toEqual(['/guide/basic/server', '/guide/other']);
  });
});
