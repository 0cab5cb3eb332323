import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDataFiles } from '../../plugins/dev-watch';

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
    expect(configDataFiles(path.join(root, 'rspress.config.ts'), path.join(root, 'site')).map((file) => path.relative(root, file))).toEqual([
      'site/a.ts',
      'site/b.ts',
      'site/c.ts',
    ]);
  });
});
