import path from 'node:path';
import ts from 'typescript';
import { extractCodeBlocks, hasMetaFlag } from './mdx';
import type { DocsProgram, VirtualFile } from './ts-program';
import type { CheckOutcome, Finding, PageFile } from './types';

/** Meta flag of a code block that is deliberately incomplete: ```ts title="rsbuild.config.ts" partial */
export const PARTIAL_FLAG = 'partial';

const TYPESCRIPT_LANGS = new Set(['ts', 'typescript', 'mts']);
const CONFIG_TITLE = /(?:^|\/)rsbuild\.config\.(m?ts)$/;

export interface Example {
  file: string;
  /** Line of the first code line in the page. */
  codeLine: number;
  code: string;
  extension: 'ts' | 'mts';
}

export interface CollectedExamples {
  examples: Example[];
  /** Blocks marked partial, as file:line. */
  skipped: Array<{ file: string; line: number }>;
}

/** The TypeScript blocks titled rsbuild.config.ts / .mts of the given pages. */
export function collectExamples(pages: PageFile[]): CollectedExamples {
  const examples: Example[] = [];
  const skipped: Array<{ file: string; line: number }> = [];
  for (const { file, source } of pages) {
    for (const block of extractCodeBlocks(source)) {
      const title = CONFIG_TITLE.exec(block.title);
      if (!title || !TYPESCRIPT_LANGS.has(block.lang.toLowerCase())) continue;
      if (hasMetaFlag(block.meta, PARTIAL_FLAG)) {
        skipped.push({ file, line: block.line });
        continue;
      }
      examples.push({ file, codeLine: block.codeLine, code: block.code, extension: title[1] as 'ts' | 'mts' });
    }
  }
  return { examples, skipped };
}

/** Where an example lives in the in-memory program (inside the repository, so node_modules is found). */
export function exampleFileName(repoRoot: string, example: Example): string {
  return path.join(repoRoot, '.check-docs', `${example.file}.L${example.codeLine}.${example.extension}`);
}

export function exampleFiles(repoRoot: string, examples: Example[]): VirtualFile[] {
  return examples.map((example) => ({ fileName: exampleFileName(repoRoot, example), text: `${example.code}\n` }));
}

/** Type-checks every example in the shared program and maps errors back to page lines. */
export function checkExamples(repoRoot: string, examples: Example[], docs: DocsProgram): Finding[] {
  const findings: Finding[] = [];
  for (const example of examples) {
    const sourceFile = docs.program.getSourceFile(exampleFileName(repoRoot, example));
    if (!sourceFile) {
      findings.push({ file: example.file, line: example.codeLine, message: 'example was not compiled (missing from the program)' });
      continue;
    }
    const diagnostics = [
      ...docs.program.getSyntacticDiagnostics(sourceFile),
      ...docs.program.getSemanticDiagnostics(sourceFile),
    ];
    for (const diagnostic of diagnostics) {
      const offset =
        diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n').slice(0, 3).join(' / ');
      findings.push({ file: example.file, line: example.codeLine + offset, message: `rsbuild.config.ts example: TS${diagnostic.code}: ${text}` });
    }
  }
  return findings;
}

export function examplesOutcome(collected: CollectedExamples, findings: Finding[]): CheckOutcome {
  return {
    name: 'Examples compile',
    findings,
    summary: [
      `${collected.examples.length} rsbuild.config.ts examples type-checked against @rsbuild/core@1.3.22 (${findings.length} type errors)`,
      `${collected.skipped.length} marked "${PARTIAL_FLAG}" and skipped`,
    ],
  };
}
