/**
 * Runs Debian's nginx on loopback with the site's rules, as an unprivileged
 * child process: configuration, pid, logs and temp files live in a fresh temp
 * folder that stop() removes. Used by `npm run preview:nginx`, the end-to-end
 * tests (tests/e2e/serving.spec.ts) and the load check (scripts/bench/load.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesForSite } from './generate';
import { readNginxTemplates, renderNginxMain, renderNginxSite } from './nginx';

export interface NginxServer {
  origin: string;
  port: number;
  runtimeDir: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  siteDir: string;
  /** 0 or absent: a free port. */
  port?: number;
  host?: string;
  workers?: number | 'auto';
}

/** The nginx binary: NGINX_BIN, else Debian's /usr/sbin/nginx, else the PATH's. */
export function nginxBinary(): string {
  return process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export async function startNginx({ siteDir, port = 0, host = '127.0.0.1', workers = 1 }: NginxOptions): Promise<NginxServer> {
  const root = path.resolve(siteDir);
  const rules = rulesForSite(root);
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'rsbuild-docs-nginx-'));
  const templates = readNginxTemplates();
  const siteRules = path.join(runtimeDir, 'site.conf');
  writeFileSync(siteRules, renderNginxSite(rules, templates.site));
  const listenPort = port || (await freePort(host));
  const config = path.join(runtimeDir, 'nginx.conf');
  // As root, nginx would run its workers as "nobody", who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(config, renderNginxMain({ runtimeDir, root, siteRules, listen: `${host}:${listenPort}`, workers, user }, templates.main));

  const errorLog = path.join(runtimeDir, 'error.log');
  const child = spawn(nginxBinary(), ['-p', runtimeDir, '-c', config, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const failure = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`Could not start nginx (${nginxBinary()}): ${error.message}. Install it: apt-get install nginx`)));
    child.once('exit', (code, signal) => {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      reject(new Error(`nginx exited (${signal ?? code}) before serving:\n${stderr}${log}`));
    });
  });
  failure.catch(() => undefined);
  // If this process ends without stop() (a test worker torn down hard), nginx ends too.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    rmSync(runtimeDir, { recursive: true, force: true });
  };

  // Ready when the port accepts connections; nginx's exit ends the wait at once.
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      if (await Promise.race([canConnect(host, listenPort), failure])) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${listenPort}:\n${stderr}`);
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 25)), failure]);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://${host}:${listenPort}`, port: listenPort, runtimeDir, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = process.env.SITE_DIR ?? 'doc_build';
  const server = await startNginx({ siteDir, port: Number(process.env.PORT ?? 4175), workers: 'auto' }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(`nginx serves ${siteDir}/ at ${server.origin}/ (configuration in ${server.runtimeDir}); Ctrl+C stops it.`);
  const shutdown = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
