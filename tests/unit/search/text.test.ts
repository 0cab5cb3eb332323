import { describe, expect, it } from 'vitest';
import { joinSingleCharacters, matchCjk, queryTerms, shardOf, snippetWidth, stem, tokenize } from '../../../theme/search/text';

describe('stem', () => {
  it('brings the forms of a word together', () => {
    const groups = [
      ['alias', 'aliases'],
      ['split', 'splitting', 'splits'],
      ['chunk', 'chunks'],
      ['configure', 'configured', 'configuring', 'configuration', 'configures'],
      ['minify', 'minified', 'minification', 'minifies'],
      ['hash', 'hashes', 'hashing', 'hashed'],
      ['proxy', 'proxies'],
      ['environment', 'environments'],
      ['cache', 'caches', 'cached', 'caching'],
      ['install', 'installed', 'installing'],
      ['process', 'processes', 'processing'],
      ['file', 'files'],
      ['run', 'running'],
      ['add', 'added'],
      ['compile', 'compiled', 'compilation'],
    ];
    for (const group of groups) expect(new Set(group.map(stem)), group.join(', ')).toHaveProperty('size', 1);
  });

  it('keeps words apart that only look alike', () => {
    expect(stem('string')).toBe('string');
    expect(stem('status')).toBe('status');
    expect(stem('need')).toBe('need');
    expect(stem('css')).toBe('css');
  });
});

describe('tokenize', () => {
  it('keeps option names whole and gives their parts', () => {
    expect(queryTerms('source.define')).toEqual(['source.define', 'sourc', 'defin']);
    expect(queryTerms('dev-server')).toEqual(['dev-server', 'dev', 'server']);
    expect(tokenize('Use output.distPath').map((token) => [token.term, token.start, token.length])).toEqual([
      ['use', 0, 3],
      ['output.distpath', 4, 15],
      ['output', 4, 6],
      ['distpath', 11, 8],
    ]);
  });

  it('drops words that carry no meaning', () => {
    expect(queryTerms('how do I define global constants')).toEqual(['defin', 'global', 'constant']);
    expect(queryTerms('怎么修改产物目录', (run, offset) => matchCjk(run, offset, new Set(['怎么', '修改', '产物', '目录']), 4))).toEqual([
      '修改',
      '产物',
      '目录',
    ]);
  });

  it('cuts Chinese into words, mixed with latin words', () => {
    expect(queryTerms('HTML 模板')).toEqual(['html', '模板']);
    expect(tokenize('配置路径别名').map((token) => token.term)).toEqual(['配置', '路径', '别名']);
  });

  it('joins runs of single characters a dictionary did not know', () => {
    const pieces = [
      { segment: '构', index: 0 },
      { segment: '建', index: 1 },
      { segment: '产物', index: 2 },
      { segment: '的', index: 4 },
      { segment: '哈', index: 5 },
      { segment: '希', index: 6 },
    ];
    expect(joinSingleCharacters(pieces).map((piece) => piece.segment)).toEqual(['构建', '产物', '的', '哈希']);
  });

  it('matches a query against the vocabulary, longest word first', () => {
    const vocabulary = new Set(['模块', '模块联邦', '联邦', '热更新']);
    expect(matchCjk('模块联邦配置', 0, vocabulary, 4).map((token) => token.term)).toEqual(['模块联邦', '配', '置']);
    expect(matchCjk('热更新', 3, vocabulary, 4)).toEqual([{ term: '热更新', start: 3, length: 3 }]);
  });
});

describe('helpers', () => {
  it('puts terms with the same first two characters in the same shard', () => {
    expect(shardOf('define', 16)).toBe(shardOf('dev', 16));
    expect(shardOf('define', 16)).toBeLessThan(16);
  });

  it('weighs multi-byte characters 3', () => {
    expect(snippetWidth('ab模板')).toBe(8);
  });
});
