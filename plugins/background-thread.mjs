// Helpers for the build's worker threads (the highlight prefill and the Markdown twins), which
// do work the build needs later, while the main thread and Rspack's threads do what it needs now.
import os from 'node:os';

/**
 * Options for `new Worker(...)`. A worker holds little live data, so a young
 * generation of 16 MB is plenty; by default it takes the main thread's
 * (--max-semi-space-size=32 in the build script), up to about 100 MB of memory
 * per worker that only holds garbage.
 */
export const backgroundWorkerOptions = { resourceLimits: { maxYoungGenerationSizeMb: 16 } };

/**
 * Gives the calling thread the lowest CPU priority (nice 19). On Linux each
 * thread has its own nice value and `setpriority(PRIO_PROCESS, 0)`, which
 * `os.setPriority` calls, changes the calling thread only: the worker then
 * takes the cores when the main thread and Rspack's threads leave them, and
 * on 2 cores the build finishes sooner. Elsewhere the call would lower the
 * whole process, so it does nothing there. Returns whether it lowered it.
 */
export function lowerThisThreadPriority() {
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(19);
    return true;
  } catch {
    return false;
  }
}
