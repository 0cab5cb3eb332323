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
 */
export class HighlightCache {
  private readonly trees = new Map<string, Root>();
  private closed = false;
  hits = 0;
  prefilled = 0;

  constructor(private readonly finish?: (tree: Root) => void) {}

  get(key: string): Root | undefined {
    const tree = this.trees.get(key);
    if (tree === undefined) return undefined;
    this.hits++;
    return structuredClone(tree);
  }

  set(key: string, tree: Root): this {
    const copy = structuredClone(tree);
    this.finish?.(copy);
    this.trees.set(key, copy);
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
