/**
 * Highlights every code block of the site in a worker thread while the main
 * thread reads the pages (plugins/highlight-prefill.ts). Posts batches of
 * `[cache key, highlighted tree]`, then `null` when done.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { bundledLanguages, createHighlighter, isSpecialLang } from 'shiki';
import { codeBlocksOf, codeToHastOptions, cssVariablesTheme } from './highlight-options';

const port = parentPort;
if (!port) throw new Error('plugins/highlight-worker.ts runs as a worker thread');
const { files } = workerData as { files: string[] };

const blocks = codeBlocksOf(files.map((file) => readFileSync(file, 'utf8')));
const known = (lang: string) => isSpecialLang(lang) || lang in bundledLanguages;
const languages = [...new Set([...blocks.values()].map((block) => block.lang))].filter((lang) => known(lang) && !isSpecialLang(lang));
const highlighter = await createHighlighter({ themes: [cssVariablesTheme], langs: languages });

let batch: [string, unknown][] = [];
for (const [key, { lang, meta, code }] of blocks) {
  // A language Shiki does not know, or a block it fails on, is left to the build, which reports it as before.
  if (!known(lang)) continue;
  try {
    batch.push([key, highlighter.codeToHast(code, codeToHastOptions(lang, meta))]);
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
