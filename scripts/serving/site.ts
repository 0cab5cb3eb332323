import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { hostFiles, notFoundFile } from '../../site/serving';
import { inlineCodeOutsideScripts, inlineScripts, scriptHashSource } from './csp';
import type { SiteScan } from './rules';

const hostFileNames = new Set<string>(Object.values(hostFiles));

/** Every file of a folder, relative to it, with '/' separators. */
function listFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files;
}

/** Reads what the serving rules depend on from a built site (doc_build/). */
export function scanSite(siteDir: string): SiteScan {
  const files = listFiles(siteDir).filter((file) => !hostFileNames.has(file));
  const hashes = new Set<string>();
  const inlineCode: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    for (const script of inlineScripts(html)) hashes.add(scriptHashSource(script.text));
    for (const problem of inlineCodeOutsideScripts(html)) inlineCode.push(`${file}: ${problem}`);
  }
  const extensions = new Set(files.map((file) => (/\.([^./]+)$/.exec(file)?.[1] ?? '').toLowerCase()));
  const root = readdirSync(siteDir, { withFileTypes: true });
  return {
    scriptHashes: [...hashes].sort(),
    inlineCode,
    extensions: [...extensions].sort(),
    staticFiles: files.filter((file) => file.startsWith('static/')).map((file) => file.slice('static/'.length)),
    notFoundPages: files
      .filter((file) => file === notFoundFile || (file.split('/').length === 2 && file.endsWith(`/${notFoundFile}`)))
      .sort(),
    topLevel: {
      files: root.filter((e) => e.isFile() && !hostFileNames.has(e.name)).map((e) => e.name).sort(),
      dirs: root.filter((e) => e.isDirectory()).map((e) => e.name).sort(),
    },
  };
}
