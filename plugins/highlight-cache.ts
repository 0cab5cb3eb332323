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
 */
export class HighlightCache {
  private readonly trees = new Map<string, Root>();
  hits = 0;

  get(key: string): Root | undefined {
    const tree = this.trees.get(key);
    if (tree === undefined) return undefined;
    this.hits++;
    return structuredClone(tree);
  }

  set(key: string, tree: Root): this {
    this.trees.set(key, structuredClone(tree));
    return this;
  }

  get size(): number {
    return this.trees.size;
  }
}
