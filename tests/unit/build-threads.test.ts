import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { backgroundWorkerOptions } from '../../plugins/background-thread.mjs';

const fixtures = path.join(import.meta.dirname, 'fixtures/build-threads');
/** Nice value of the calling thread (field 19 of /proc/thread-self/stat). */
const niceOfThisThread = () => Number(readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ')[16]);

describe('background worker threads of the build', () => {
  it.runIf(process.platform === 'linux')('run at the lowest priority, and only they do', async () => {
    const mainBefore = niceOfThisThread();
    const worker = new Worker(path.join(fixtures, 'worker.mjs'), backgroundWorkerOptions);
    const report = await new Promise<{ before: number; after: number; lowered: boolean; youngMb: number }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(report.lowered).toBe(true);
    expect(report.before).toBe(mainBefore);
    expect(report.after).toBe(19);
    // The main thread keeps its priority: on Linux the call changes the calling thread only.
    expect(niceOfThisThread()).toBe(mainBefore);
    expect(report.youngMb).toBe(16);
  });
});

describe('boundHeapGrowth', () => {
  const largestHeap = (mode: string) => {
    // A small young generation, so that what lives a little while reaches the old space, which the bound governs.
    const out = execFileSync(process.execPath, ['--max-semi-space-size=1', '--import', 'tsx', path.join(fixtures, 'heap-churn.ts'), mode], { encoding: 'utf8' });
    return (JSON.parse(out) as { largest: number }).largest;
  };

  it('keeps the heap smaller than V8 lets it grow by default', () => {
    const free = largestHeap('default');
    const bounded = largestHeap('bounded');
    // Measured: old space 320-330 MB by default, 130-140 MB bounded.
    expect(bounded).toBeLessThan(free * 0.7);
  }, 60_000);
});
