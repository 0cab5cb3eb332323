import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { HighlightCache, HighlightStore, highlightStamp, pluginReleaseHighlightCache } from '../../plugins/highlight-cache';

const tree = (text: string): Root => ({
  type: 'root',
  children: [{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: text }] }],
});

describe('HighlightCache', () => {
  it('answers a key it was given, and nothing for another', () => {
    const cache = new HighlightCache();
    cache.set('["ts","","const a = 1"]', tree('const a = 1'));
    expect(cache.get('["ts","","const a = 1"]')).toEqual(tree('const a = 1'));
    expect(cache.get('["js","","const a = 1"]')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.hits).toBe(1);
  });

  it('keeps its own copy: a page that changes the tree it was given or handed changes no other page', () => {
    const cache = new HighlightCache();
    const given = tree('a');
    cache.set('k', given);
    given.children = [];
    const first = cache.get('k');
    expect(first).toEqual(tree('a'));
    first!.children = [];
    expect(cache.get('k')).toEqual(tree('a'));
  });
});

describe('HighlightCache with a finishing step', () => {
  it('finishes its own copy, never the tree it was given, and hands out the finished block', () => {
    const finish = (root: Root) => {
      root.children = [{ type: 'text', value: 'finished' }];
    };
    const cache = new HighlightCache(finish);
    const given = tree('a');
    cache.set('k', given);
    expect(given).toEqual(tree('a'));
    expect(cache.get('k')).toEqual({ type: 'root', children: [{ type: 'text', value: 'finished' }] });
  });
});

describe('HighlightCache.prefill', () => {
  it('takes trees highlighted ahead until the cache is cleared, then none', () => {
    const cache = new HighlightCache();
    let stopped = 0;
    cache.onClear = () => stopped++;
    cache.prefill('a', tree('a'));
    cache.prefill('a', tree('other'));
    expect(cache.get('a')).toEqual(tree('a'));
    expect(cache.prefilled).toBe(1);
    cache.clear();
    expect(stopped).toBe(1);
    cache.prefill('b', tree('b'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('pluginReleaseHighlightCache', () => {
  it('empties the cache when a compilation reaches its assets', () => {
    const cache = new HighlightCache();
    cache.set('k', tree('a'));
    let processAssets: (() => void) | undefined;
    const api = { processAssets: (_options: unknown, handler: () => void) => (processAssets = handler) };
    pluginReleaseHighlightCache(cache).setup(api as never);
    expect(cache.size).toBe(1);
    processAssets?.();
    expect(cache.size).toBe(0);
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('HighlightCache with a store (the dev server, between starts)', () => {
  const finished = (root: Root) => {
    root.children = [{ type: 'text', value: `finished ${(root.children[0] as { children: { value: string }[] }).children[0].value}` }];
  };

  it('hands a later cache on the same folder the finished block, without highlighting or finishing it again', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
    const first = new HighlightCache(finished, HighlightStore.open(root, 'stamp-a'));
    first.set('["ts","","a"]', tree('a'));
    let finishedAgain = 0;
    const next = new HighlightCache(() => finishedAgain++, HighlightStore.open(root, 'stamp-a'));
    expect(next.get('["ts","","a"]')).toEqual({ type: 'root', children: [{ type: 'text', value: 'finished a' }] });
    expect(next.get('["ts","","b"]')).toBeUndefined();
    expect(finishedAgain).toBe(0);
    expect(next.hits).toBe(1);
  });

  it('keeps nothing across stamps: a new stamp starts empty and removes the other stamps\' folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
    new HighlightCache(finished, HighlightStore.open(root, 'stamp-a')).set('k', tree('a'));
    const next = new HighlightCache(finished, HighlightStore.open(root, 'stamp-b'));
    expect(next.get('k')).toBeUndefined();
    expect(existsSync(path.join(root, 'stamp-a'))).toBe(false);
  });

  it('reads a damaged or foreign file as a miss', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'highlight-store-'));
    const store = HighlightStore.open(root, 's');
    new HighlightCache(finished, store).set('k', tree('a'));
    const [file] = readdirSync(store.dir);
    writeFileSync(path.join(store.dir, file), '["k", {"type": "ro');
    expect(new HighlightCache(finished, HighlightStore.open(root, 's')).get('k')).toBeUndefined();
    writeFileSync(path.join(store.dir, file), JSON.stringify(['another key', tree('x')]));
    expect(new HighlightCache(finished, HighlightStore.open(root, 's')).get('k')).toBeUndefined();
  });

  it('stamps by file contents: a changed option file gives another stamp', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'highlight-stamp-'));
    const file = path.join(dir, 'options.ts');
    writeFileSync(file, 'one');
    const before = highlightStamp([file]);
    expect(highlightStamp([file])).toBe(before);
    writeFileSync(file, 'two');
    expect(highlightStamp([file])).not.toBe(before);
    expect(() => highlightStamp([path.join(dir, 'missing.ts')])).toThrow();
  });
});
