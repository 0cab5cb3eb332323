/**
 * Highlights every code block of the site in a worker thread while the main
 * thread reads the pages (plugins/highlight-prefill.ts). Posts batches of
 * `[cache key, highlighted tree]`, then `null` when done. Each tree is
 * finished as the cache finishes its own (plugins/highlight-cache.ts): its
 * tokens as one HTML string (plugins/raw-code-blocks.ts), which also makes
 * the message far smaller for the main thread to read.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { bundledLanguages, createHighlighter, isSpecialLang } from 'shiki';
import { codeBlocksOf, codeToHastOptions, cssVariablesTheme } from './highlight-options';
import { rehypeRawCodeBlocks } from './raw-code-blocks';

const port = parentPort;
if (!port) throw new Error('plugins/highlight-worker.ts runs as a worker thread');
const { files } = workerData as { files: string[] };

const blocks = codeBlocksOf(files.map((file) => readFileSync(file, 'utf8')));
const known = (lang: string) => isSpecialLang(lang) || lang in bundledLanguages;
const languages = [...new Set([...blocks.values()].map((block) => block.lang))].filter((lang) => known(lang) && !isSpecialLang(lang));
const highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs: languages });
const finish = rehypeRawCodeBlocks();

let batch: [string, unknown][] = [];
for (const [key, { lang, meta, code }] of blocks) {
  // A language Shiki does not know, or a block it fails on, is left to the build, which reports it as before.
  if (!known(lang)) continue;
  try {
    const tree = highlighter.codeToHast(code, codeToHastOptions(lang, meta));
    finish(tree);
    batch.push([key, tree]);
  } catch {
    continue;
  }
  if (batch.length === 100) {
    port.postMessage(batch);
    batch = [];
  }
}
port.postMessage(batch);
port.postMessage(null);
highlighter.dispose();
