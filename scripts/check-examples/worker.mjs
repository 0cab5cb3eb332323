// Runs documented examples one after another in one process (job.mjs), so
// Node, Rsbuild and the config loader start once, not once per example.
// The parent sends { id, job } over IPC; the worker answers { id, result }
// after writing an end marker to stdout and stderr, so the parent can cut
// the output that belongs to each example.
import { runJob } from './job.mjs';

const startEnv = { ...process.env };
const startDir = process.cwd();

process.on('message', async ({ id, job }) => {
  // Every example starts from the same environment: .env files and NODE_ENV of the last one are gone.
  for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
  Object.assign(process.env, startEnv);
  const result = await runJob(job);
  process.chdir(startDir);
  const marker = `\n@@example-done:${id}@@\n`;
  await Promise.all([
    new Promise((resolve) => process.stdout.write(marker, resolve)),
    new Promise((resolve) => process.stderr.write(marker, resolve)),
  ]);
  process.send({ id, result });
});
