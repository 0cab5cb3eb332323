import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { writesSettled } from '../../../scripts/check-examples/job.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('writesSettled', () => {
  it('waits for a file stream still writing after the data source has ended (as the 1.3.22 stats file write does)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'writes-settled-'));
    dirs.push(dir);
    const file = path.join(dir, 'stats.json');
    const chunks = Array.from({ length: 400 }, () => 'x'.repeat(50_000));
    let closed = false;
    // Resolves on the source's end, as webpack-bundle-analyzer's writeStats does.
    await new Promise<void>((resolve) => {
      const source = Readable.from(chunks);
      source.on('end', () => resolve());
      source.pipe(createWriteStream(file)).on('close', () => {
        closed = true;
      });
    });
    // What a build's caller saw: the write not finished yet.
    expect(closed).toBe(false);
    await writesSettled();
    expect(closed).toBe(true);
    expect(statSync(file).size).toBe(400 * 50_000);
  });

  it('returns when nothing is being written', async () => {
    await writesSettled();
    expect(process.getActiveResourcesInfo().some((type) => type.startsWith('FSReq'))).toBe(false);
  });
});
