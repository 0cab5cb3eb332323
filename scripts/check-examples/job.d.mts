/** Types of job.mjs (plain JavaScript: worker.mjs and child.mjs run it with Node directly). */

/** Resolves once no file system request of this process has been pending for three turns of the event loop. */
export function writesSettled(): Promise<void>;
