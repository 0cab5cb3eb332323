import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDataFiles, DEV_AGGREGATE_TIMEOUT_MS, devDataFiles, devWatchOptions } from '../../plugins/dev-watch';

describe('configDataFiles', () => {
  it('follows the relative imports of the config into the data folder, transitively', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dev-watch-'));
    mkdirSync(path.join(root, 'site'));
    mkdirSync(path.join(root, 'theme'));
    writeFileSync(path.join(root, 'rspress.config.ts'), "import { a } from './site/a';\nimport { t } from './theme/t';\nimport path from 'node:path';\n");
    writeFileSync(path.join(root, 'site/a.ts'), "export { b } from './b';\nexport const a = 1;\n");
    writeFileSync(path.join(root, 'site/b.ts'), 'export const b = 1;\n');
    writeFileSync(path.join(root, 'theme/t.ts'), "import type { C } from '../site/c';\nexport const t = 1;\n");
    writeFileSync(path.join(root, 'site/c.ts'), 'export type C = 1;\n');
    writeFileSync(path.join(root, 'site/unused.ts'), 'export const u = 1;\n');
    // site/c.ts is reached by a type import only: it carries no value, so it is not listed.
    expect(configDataFiles(path.join(root, 'rspress.config.ts'), path.join(root, 'site')).map((file) => path.relative(root, file))).toEqual([
      'site/a.ts',
      'site/b.ts',
    ]);
  });
});

describe('devDataFiles', () => {
  /** A config reading site data through a hot entry, a restart-only file and a plugin that does nothing in dev. */
  function project() {
    const root = mkdtempSync(path.join(os.tmpdir(), 'dev-data-'));
    for (const dir of ['site', 'plugins']) mkdirSync(path.join(root, dir));
    const files: Record<string, string> = {
      'rspress.config.ts': "import { data } from './site/data';\nimport { redirects } from './site/redirects';\nimport { build } from './plugins/build-only';\n",
      'site/data.ts': "import { nav } from './nav';\nimport { ui } from './ui';\nexport const data = 1;\n",
      'site/nav.ts': "import { links } from './links';\nexport const nav = 1;\n",
      'site/ui.ts': 'export const ui = 1;\n',
      'site/links.ts': 'export const links = 1;\n',
      'site/redirects.ts': "import { links } from './links';\nexport const redirects = 1;\n",
      'site/search.ts': 'export const search = 1;\n',
      'plugins/build-only.ts': "import { ui } from '../site/ui';\nimport { search } from '../site/search';\nexport const build = 1;\n",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
    return root;
  }

  it("takes the hot entry's files without a restart, unless another path of the config reads them too", () => {
    const root = project();
    const at = (file: string) => path.join(root, file);
    const { hot, restart } = devDataFiles(at('rspress.config.ts'), at('site'), at('site/data.ts'), [at('plugins/build-only.ts')]);
    const rel = (files: string[]) => files.map((file) => path.relative(root, file));
    // links.ts feeds the nav and the redirects: a change restarts. What only build-only plugins read does not count.
    expect(rel(hot)).toEqual(['site/data.ts', 'site/nav.ts', 'site/ui.ts']);
    expect(rel(restart)).toEqual(['site/links.ts', 'site/redirects.ts']);
  });

  it('counts what a plugin reads when it is not named as build-only', () => {
    const root = project();
    const at = (file: string) => path.join(root, file);
    const { hot, restart } = devDataFiles(at('rspress.config.ts'), at('site'), at('site/data.ts'));
    expect(hot.map((file) => path.relative(root, file))).toEqual(['site/data.ts', 'site/nav.ts']);
    expect(restart.map((file) => path.relative(root, file))).toEqual(['site/links.ts', 'site/redirects.ts', 'site/search.ts', 'site/ui.ts']);
  });
});

describe('devWatchOptions', () => {
  it("replaces Rsbuild's aggregateTimeout of 0 and keeps its other watch options", () => {
    const ignored = /[\\/](?:\.git|node_modules)[\\/]/;
    expect(devWatchOptions({ aggregateTimeout: 0, ignored })).toEqual({ aggregateTimeout: DEV_AGGREGATE_TIMEOUT_MS, ignored });
    expect(DEV_AGGREGATE_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('sets the timeout when Rspack has no watch options yet', () => {
    expect(devWatchOptions(undefined)).toEqual({ aggregateTimeout: DEV_AGGREGATE_TIMEOUT_MS });
  });
});
