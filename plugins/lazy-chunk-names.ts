/**
 * Names of the lazy chunks (the ~370 route pages, the sidebars, the landing
 * page, search): `static/js/async/<chunk id>.<build hash>.js`.
 *
 * Named by their own content hash, every page's runtime carried a table of
 * ~380 chunk ids and hashes (3.5 KB gzip) to find a chunk's file; named by
 * the build's hash, it builds the name from the id. Caching stays correct:
 * /static/ is served immutable, and a name still never stands for two
 * contents, since the build hash (Rspack's fullhash) changes with any
 * module's code, any id and the runtime. What it does not cover (the
 * minifier, which runs after it is computed) changes only with the installed
 * packages, so the hash is salted with the lock file. The cost: a build with
 * any change renames every lazy chunk, so a returning reader fetches again
 * the page chunks an unchanged page would have reused (a few KB each).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Rsbuild's lazy chunk name (`static/js/async/[name].[contenthash:10].js`) named by id and build hash;
 * a name without a content hash (the dev server's `[name].js`) stays as it is.
 */
export function lazyChunkFilename(filename: string): string {
  return filename.replace(/(?:\[name\]\.)?\[contenthash(?::(\d+))?\]/, (_, length: string | undefined) => `[id].[fullhash${length ? `:${length}` : ''}]`);
}

/** A digest of the lock file: the versions of everything that acts on the chunks after the build hash is computed. */
export function lockFileSalt(root: string): string {
  return createHash('sha256').update(readFileSync(path.join(root, 'package-lock.json'))).digest('hex').slice(0, 16);
}

/** Names the browser build's lazy chunks by id and build hash (see above). */
export function pluginLazyChunkNames(root: string): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:lazy-chunk-names',
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        config.output ??= {};
        // In every environment: the salt enters the CSS modules' class names too, which the server's HTML
        // and the browser's stylesheet must agree on.
        config.output.hashSalt = lockFileSalt(root);
        const { chunkFilename } = config.output;
        if (environment.name === 'web' && typeof chunkFilename === 'string') config.output.chunkFilename = lazyChunkFilename(chunkFilename);
      });
    },
  };
}
