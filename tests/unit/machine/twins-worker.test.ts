import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTwinPages, readTwinPagesInWorker } from '../../../plugins/markdown/plugin';

function docs(files: Record<string, string>): string {
  const repo = mkdtempSync(path.join(tmpdir(), 'twins-'));
  for (const [file, text] of Object.entries(files)) {
    const absolute = path.join(repo, 'docs', file);
    mkdirSync(path.dirname(absolute), { recursive: true });
    writeFileSync(absolute, text);
  }
  return path.join(repo, 'docs');
}

// A worker thread starts with its own module loader: seconds on a busy machine, so a generous limit
// (the tests wait for the worker's answer, not for a duration).
describe('readTwinPagesInWorker', { timeout: 60_000 }, () => {
  it('reads the same pages in a worker thread as on the main thread', async () => {
    const root = docs({
      'en/guide/start.mdx': '# Start\n\nRun `npm create rsbuild`.\n',
      'en/config/mode.mdx': '# mode\n\n- **Type:** `string`\n',
      'zh/guide/start.mdx': '# 开始\n\n运行 `npm create rsbuild`。\n',
    });
    const inWorker = await readTwinPagesInWorker(root, path.dirname(root));
    expect(inWorker.length).toBe(3);
    expect(inWorker).toEqual(readTwinPages(root, path.dirname(root)));
  });

  it('rejects with the error of a page it cannot read', async () => {
    const root = docs({ 'en/guide/start.mdx': '# Start\n' });
    // A page that is a link to nowhere: reading it fails.
    symlinkSync(path.join(root, 'nowhere.mdx'), path.join(root, 'en/guide/broken.mdx'));
    await expect(readTwinPagesInWorker(root, path.dirname(root))).rejects.toThrow(/ENOENT.*broken\.mdx/);
  });
});
