/**
 * `npm run search:eval`: runs the reader questions of queries.ts through the
 * search panel of doc_build (served like production) and prints hit@1,
 * hit@3, MRR, query time and first-query index size per language, then every
 * query whose answer is not first.
 */
import path from 'node:path';
import { startSiteServer } from '../bench/server';
import { formatSearchFigures, measureSearch } from './measure';

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function main() {
  const server = await startSiteServer(repoRoot, Number(process.env.SEARCH_EVAL_PORT ?? 4185));
  try {
    console.log(formatSearchFigures(await measureSearch(server.origin, path.join(repoRoot, 'doc_build'))));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
