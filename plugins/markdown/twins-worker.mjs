// Reads the Markdown twins of every page (plugins/markdown/plugin.ts) in a
// worker thread, so the work runs on another core while Rspack compiles.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { lowerThisThreadPriority } from '../background-thread.mjs';

lowerThisThreadPriority();

const { readTwinPages } = await tsImport('./plugin.ts', import.meta.url);
parentPort.postMessage(readTwinPages(workerData.docsRoot, workerData.repoRoot));
