/** Serves doc_build with the project's own static server (scripts/serve.mjs). */
import { spawn } from 'node:child_process';

export interface SiteServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts `PORT=<port> node scripts/serve.mjs` and resolves once it listens on 127.0.0.1. */
export function startSiteServer(cwd: string, port: number): Promise<SiteServer> {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving ')) resolve({ origin: `http://127.0.0.1:${port}`, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code}) on port ${port}:\n${output}`)));
  });
}
