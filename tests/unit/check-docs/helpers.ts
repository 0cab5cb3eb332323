import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageFile } from '../../../scripts/check-docs/types';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A fixture page presented to a check under the given docs path. */
export function fixturePage(fixture: string, asFile: string): PageFile {
  return { file: asFile, source: readFileSync(path.join(import.meta.dirname, 'fixtures', fixture), 'utf8') };
}
