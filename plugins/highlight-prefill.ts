import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Root } from 'hast';
import { backgroundWorkerOptions } from './background-thread.mjs';
import type { HighlightCache } from './highlight-cache';

/**
 * Highlights the site's code blocks in a worker thread (plugins/highlight-worker.ts)
 * while the main thread is busy reading every page, before Rspack starts: on 2
 * cores the second one is idle then. Each tree lands in the highlight cache, so
 * the MDX compile finds most blocks done (Shiki took about 5 s of the main
 * thread's compile before). A block the worker has not reached, or reads
 * differently, is highlighted during the compile as before; if the worker
 * fails, the build says so and highlights everything itself.
 *
 * Resolves when the worker is done (or gone): the other worker of the build
 * (the Markdown twins, plugins/markdown/plugin.ts) waits for it, so the two
 * share the second core instead of taking the main thread's.
 */
export function prefillHighlightCache(cache: HighlightCache, docsRoot: string, workerFile: string): Promise<void> {
  const worker = new Worker(workerFile, { ...backgroundWorkerOptions, workerData: { files: markdownFiles(docsRoot) } });
  // Never keeps the build alive; stops once the cache is released.
  worker.unref();
  cache.onClear = () => void worker.terminate();
  return new Promise((resolve) => {
    worker.on('message', (batch: [string, Root][] | null) => {
      if (batch === null) return resolve();
      for (const [key, tree] of batch) cache.prefill(key, tree);
    });
    worker.on('error', (error) => {
      console.warn(`Code blocks are highlighted during the build only: the prefill worker failed (${error.message}).`);
      resolve();
    });
    worker.on('exit', () => resolve());
  });
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
