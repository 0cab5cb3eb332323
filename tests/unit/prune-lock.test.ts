import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { pruneDanglingOptionals } from '../../scripts/prune-lock-optionals.mjs';

describe('pruneDanglingOptionals', () => {
  it('drops optional edges with no matching lock entry and keeps the rest', () => {
    const lock = {
      packages: {
        '': { devDependencies: { a: '1.0.0' } },
        'node_modules/@x/binding': { version: '2.0.0', optionalDependencies: { '@x/binding-linux': '2.0.0', '@x/binding-win': '2.0.0' } },
        'node_modules/@x/binding-linux': { version: '2.0.0' },
        'node_modules/a/node_modules/@x/binding': { version: '1.0.0', optionalDependencies: { '@x/binding-linux': '1.0.0', '@x/binding-mac': '1.0.0' } },
        'node_modules/a/node_modules/@x/binding-linux': { version: '1.0.0' },
        'node_modules/b': { version: '1.0.0', optionalDependencies: { '@x/binding-linux': '2.0.0', '@x/binding-win': '^2.0.0' } },
      },
    };
    const { lock: pruned, dropped } = pruneDanglingOptionals(lock);
    expect(dropped).toEqual([
      'node_modules/@x/binding → @x/binding-win',
      'node_modules/a/node_modules/@x/binding → @x/binding-mac',
      'node_modules/b → @x/binding-win',
    ]);
    expect(pruned.packages['node_modules/@x/binding'].optionalDependencies).toEqual({ '@x/binding-linux': '2.0.0' });
    expect(pruned.packages['node_modules/a/node_modules/@x/binding'].optionalDependencies).toEqual({ '@x/binding-linux': '1.0.0' });
  });

  it('treats an exact version found higher up at another version as missing', () => {
    const { dropped } = pruneDanglingOptionals({
      packages: {
        'node_modules/p/node_modules/bin': { version: '1.3.12', optionalDependencies: { 'bin-mac': '1.3.12' } },
        'node_modules/bin-mac': { version: '2.3.2' },
      },
    });
    expect(dropped).toEqual(['node_modules/p/node_modules/bin → bin-mac']);
  });
});
