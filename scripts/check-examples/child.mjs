// Runs one documented example in a process of its own (job.mjs), for the
// examples that cannot share a worker (needsOwnProcess in run.ts).
// Usage: node child.mjs <job.json> <result.json>
// stdout/stderr are left to the parent, which keeps them as the run's output.
import { readFileSync, writeFileSync } from 'node:fs';
import { runJob } from './job.mjs';

const [jobFile, resultFile] = process.argv.slice(2);
const result = await runJob(JSON.parse(readFileSync(jobFile, 'utf8')));
writeFileSync(resultFile, JSON.stringify(result));
// Watchers and sockets of a dev server must not keep the process alive.
process.exit(0);
