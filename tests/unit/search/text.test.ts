import { describe, expect, it } from 'vitest';
import { camelParts, cjkPairs, queryTerms, shardOf, snippetWidth, stem, tokenize } from '../../../theme/search/text';

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
      ['migrate', 'migrated', 'migrating', 'migration'],
      ['create', 'creating', 'creation'],
      ['update', 'updating', 'updates'],
      ['format', 'formatting'],
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
  it('keeps option names whole and gives their parts, camelCase included', () => {
    expect(queryTerms('source.define')).toEqual(['source.define', 'sourc', 'defin']);
    expect(queryTerms('dev-server')).toEqual(['dev-server', 'dev', 'server']);
    expect(queryTerms('filenameHash')).toEqual(['filenamehash', 'filenam', 'hash']);
    expect(tokenize('Use output.distPath').map((token) => [token.term, token.start, token.length])).toEqual([
      ['use', 0, 3],
      ['output.distpath', 4, 15],
      ['output', 4, 6],
      ['distpath', 11, 8],
      ['dist', 11, 4],
      ['path', 15, 4],
    ]);
    expect(camelParts('HTMLPlugin')).toEqual(['HTML', 'Plugin']);
    expect(camelParts('lazyCompilation')).toEqual(['lazy', 'Compilation']);
  });

  it('drops words that carry no meaning', () => {
    expect(queryTerms('how do I define global constants')).toEqual(['defin', 'global', 'constant']);
    expect(queryTerms('怎么修改产物目录')).toEqual(['么修', '修改', '改产', '产物', '物目', '目录']);
  });

  it('cuts Chinese into overlapping pairs, mixed with latin words', () => {
    expect(queryTerms('HTML 模板')).toEqual(['html', '模板']);
    expect(tokenize('开发服务器').map((token) => [token.term, token.start])).toEqual([
      ['开发', 0],
      ['发服', 1],
      ['服务', 2],
      ['务器', 3],
    ]);
    expect(cjkPairs('热', 5)).toEqual([{ term: '热', start: 5, length: 1 }]);
  });
});

describe('helpers', () => {
  it('puts terms that start alike in the same shard: two latin characters, one Chinese', () => {
    expect(shardOf('define', 16)).toBe(shardOf('dev', 16));
    expect(shardOf('define', 16)).toBeLessThan(16);
    expect(shardOf('热更', 64)).toBe(shardOf('热', 64));
  });

  it('weighs multi-byte characters 3', () => {
    expect(snippetWidth('ab模板')).toBe(8);
  });
});
