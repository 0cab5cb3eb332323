// Entry of the highlight prefill worker (plugins/highlight-prefill.ts). Node 20 does not load a
// worker's TypeScript entry through `--import tsx`, so this registers tsx and loads the worker.
import { register } from 'tsx/esm/api';
import { lowerThisThreadPriority } from './background-thread.mjs';

lowerThisThreadPriority();

register();
await import('./highlight-worker.ts');
