import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { Root } from 'hast';

/**
 * Code blocks highlighted once per build, for Shiki's rehype plugin (its
 * `cache` option, which keys a block by language, meta string and code).
 * Most code blocks of the Chinese pages are the English pages' blocks again
 * (3,133 blocks, 1,631 different ones): each is highlighted once.
 *
 * The highlighted tree goes into the page's tree, where later steps of the
 * MDX compile may change it, so the cache keeps its own copy and hands out
 * a fresh one on every hit.
 *
 * `finish`, when given, is applied to the cache's copy: the step the compile
 * would apply to the block later anyway (the site passes rehypeRawCodeBlocks,
 * which turns the highlighted tokens into one HTML string). A hit then hands
 * out the finished block, a few nodes instead of one element per token: less
 * to copy on every hit, and less for the steps in between to walk.
 *
 * `store`, when given (the dev server), keeps the finished blocks on disk too, so
 * that the next start finds the blocks of the page a writer opens already done.
 */
export class HighlightCache {
  private readonly trees = new Map<string, Root>();
  private closed = false;
  hits = 0;
  prefilled = 0;

  constructor(
    private readonly finish?: (tree: Root) => void,
    private readonly store?: HighlightStore,
  ) {}

  get(key: string): Root | undefined {
    let tree = this.trees.get(key);
    if (tree === undefined && this.store) {
      tree = this.store.read(key);
      if (tree !== undefined) this.trees.set(key, tree);
    }
    if (tree === undefined) return undefined;
    this.hits++;
    return structuredClone(tree);
  }

  set(key: string, tree: Root): this {
    const copy = structuredClone(tree);
    this.finish?.(copy);
    this.trees.set(key, copy);
    this.store?.write(key, copy);
    return this;
  }

  /**
   * A tree highlighted ahead of the build (plugins/highlight-prefill.ts), already finished by the
   * worker with the same step; ignored once the cache is cleared.
   */
  prefill(key: string, tree: Root): void {
    if (this.closed || this.trees.has(key)) return;
    this.trees.set(key, tree);
    this.prefilled++;
  }

  clear(): void {
    this.trees.clear();
    this.closed = true;
    this.onClear?.();
  }

  /** Called when the cache is cleared (the prefill worker stops then). */
  onClear?: () => void;

  get size(): number {
    return this.trees.size;
  }
}

/**
 * Finished code blocks kept on disk between starts of the dev server, one JSON file per block,
 * named by the hash of its cache key, in a folder named by `stamp`: the hash of everything else
 * that decides how a block comes out (Shiki's and Rspress's versions, the site's highlight options,
 * its finishing step, the config). Opening a store removes the folders of other stamps. A file that
 * cannot be read or parsed is a miss; a block that cannot be written is highlighted again next time.
 */
export class HighlightStore {
  private writable = true;

  constructor(readonly dir: string) {}

  /** The store for `stamp` under `root`, other stamps' folders removed. */
  static open(root: string, stamp: string): HighlightStore {
    mkdirSync(root, { recursive: true });
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== stamp) rmSync(path.join(root, entry.name), { recursive: true, force: true });
    }
    return new HighlightStore(path.join(root, stamp));
  }

  private file(key: string): string {
    return path.join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  }

  read(key: string): Root | undefined {
    try {
      const [storedKey, tree] = JSON.parse(readFileSync(this.file(key), 'utf8')) as [string, Root];
      return storedKey === key && tree?.type === 'root' ? tree : undefined;
    } catch {
      return undefined;
    }
  }

  write(key: string, tree: Root): void {
    if (!this.writable) return;
    const file = this.file(key);
    const partial = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      // Written whole, then renamed: a reader never sees half a file.
      writeFileSync(partial, JSON.stringify([key, tree]));
      renameSync(partial, file);
    } catch (error) {
      this.writable = false;
      console.warn(`Highlighted code blocks are not kept between dev server starts: ${(error as Error).message}`);
    }
  }
}

/** A hash of the given files' contents, for a HighlightStore's stamp (throws if one cannot be read). */
export function highlightStamp(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The dev server's store: under node_modules/.cache of the site (or SITE_DEV_CACHE, which the bench and
 * the tests point into their copy of the site), stamped with what decides a block's output besides its key.
 * Undefined, with a warning, when a stamp file cannot be read or the folder cannot be made.
 */
export function devHighlightStore(siteRoot: string): HighlightStore | undefined {
  const inSite = (file: string) => path.join(siteRoot, file);
  const stampFiles = [
    'node_modules/shiki/package.json',
    'node_modules/@shikijs/rehype/package.json',
    'node_modules/@rspress/core/package.json',
    'plugins/highlight-options.ts',
    'plugins/raw-code-blocks.ts',
    'plugins/highlight-cache.ts',
    'rspress.config.ts',
  ].map(inSite);
  try {
    return HighlightStore.open(process.env.SITE_DEV_CACHE ?? inSite('node_modules/.cache/rsbuild-docs-highlight'), highlightStamp(stampFiles));
  } catch (error) {
    console.warn(`Highlighted code blocks are not kept between dev server starts: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Empties the cache once the first compilation has built its modules: by
 * then every page has been compiled (Rspress compiles a page once for both
 * environments, the second takes the first one's result), so the trees only
 * take memory while the pages are rendered. A page compiled after that would
 * only miss the cache.
 */
export function pluginReleaseHighlightCache(cache: HighlightCache): RsbuildPlugin {
  return {
    name: 'site-release-highlight-cache',
    setup(api) {
      api.processAssets({ stage: 'additional' }, () => cache.clear());
    },
  };
}
