// Runs one documented example the way the `rsbuild` CLI of 1.3.22 does:
// NODE_ENV from the command, the config file loaded with loadConfig(), `.env`
// files loaded by createRsbuild. Shared by child.mjs (one process per example)
// and worker.mjs (one process for many examples).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let defaultLevel;

/**
 * @typedef {{ root: string, command: 'build'|'dev'|'preview'|'inspect', port: number,
 *   requests: Array<{ key: string, path: string, headers: Record<string,string> }>, rsbuildPath: string }} Job
 * @typedef {{ ok: boolean, error?: string, responses: Record<string, unknown> }} JobResult
 */

function origin(urls, port) {
  const first = urls?.[0] ?? `http://localhost:${port}/`;
  const url = new URL(first);
  return `${url.protocol}//localhost:${url.port || port}`;
}

/**
 * Resolves once no file system request of this process has been pending for three turns of the event
 * loop. A build's promise can resolve while a plugin is still writing: the webpack-bundle-analyzer of
 * 1.3.22 ends its stats file write when its JSON stream ends, before the file stream has written it
 * (dist/stats.json was missing once in a fresh-clone run, and its folder could not be removed). The
 * `rsbuild` CLI exits only after those writes; an example's files are read once they are done too.
 */
export async function writesSettled() {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((resolve) => setImmediate(resolve));
    quiet = process.getActiveResourcesInfo().some((type) => type.startsWith('FSReq')) ? 0 : quiet + 1;
  }
}

/** @param {Job} job @returns {Promise<JobResult>} */
export async function runJob(job) {
  /** @type {JobResult} */
  const result = { ok: false, responses: {} };
  // What runCLI() does before anything else.
  if (!process.env.NODE_ENV) {
    process.env.NODE_ENV = job.command === 'build' || job.command === 'preview' ? 'production' : 'development';
  }
  process.chdir(job.root);
  const { createRsbuild, loadConfig, logger } = require(job.rsbuildPath);
  // A config's logLevel changes the shared logger: every example starts from the level it had first.
  defaultLevel ??= logger.level;
  logger.level = defaultLevel;
  const usesServer = job.command === 'dev' || job.command === 'preview';

  const loadCliConfig = async () => {
    const { content } = await loadConfig({ cwd: job.root });
    content.dev ||= {};
    content.source ||= {};
    content.server ||= {};
    // The CLI turns shortcuts on; they need a terminal, which a test run has not.
    if (content.dev.cliShortcuts === undefined) content.dev.cliShortcuts = false;
    // Parallel runs must not race for the default port, and no browser opens here.
    if (usesServer && content.server.port === undefined) content.server.port = job.port;
    content.server.open = false;
    return content;
  };

  const request = async (baseUrl) => {
    for (const { key, path, headers } of job.requests) {
      try {
        const response = await fetch(new URL(path, baseUrl), { headers, redirect: 'manual' });
        result.responses[key] = {
          status: response.status,
          headers: Object.fromEntries(response.headers.entries()),
          body: await response.text(),
        };
      } catch (error) {
        result.responses[key] = { fetchError: String(error?.cause?.message ?? error?.message ?? error) };
      }
    }
  };

  try {
    const rsbuild = await createRsbuild({ cwd: job.root, rsbuildConfig: loadCliConfig, loadEnv: { cwd: job.root } });
    if (job.command === 'build' || job.command === 'preview') {
      const build = await rsbuild.build();
      await build?.close?.();
      await writesSettled();
    }
    if (job.command === 'inspect') await rsbuild.inspectConfig({ writeToDisk: true });
    if (job.command === 'preview') {
      const server = await rsbuild.preview();
      await request(origin(server.urls, server.port));
      await server.server.close();
    }
    if (job.command === 'dev') {
      let compiled;
      const firstCompile = new Promise((resolve) => {
        compiled = resolve;
      });
      rsbuild.onDevCompileDone(() => compiled());
      const server = await rsbuild.startDevServer();
      await firstCompile;
      await request(origin(server.urls, server.port));
      await server.server.close();
    }
    result.ok = true;
  } catch (error) {
    result.ok = false;
    result.error = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  }
  return result;
}
