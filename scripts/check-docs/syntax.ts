/**
 * Every page parses as MDX, as the build's MDX compiler reads it (remark-parse + remark-mdx, the
 * parser @mdx-js/mdx uses). A syntax error otherwise shows only in `npm run build`, after the
 * example checks; here it takes a second: for example an `{/* example-check *\/}` comment written
 * right under a list item without a blank line ("Unexpected lazy line in expression in container").
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { CheckOutcome, Finding, PageFile } from './types';

interface MdxError {
  message?: string;
  reason?: string;
  line?: number;
  place?: { line?: number; start?: { line?: number } };
}

export function checkSyntax(pages: PageFile[]): Finding[] {
  const parser = unified().use(remarkParse).use(remarkMdx);
  const findings: Finding[] = [];
  for (const page of pages) {
    try {
      parser.parse(page.source);
    } catch (error) {
      const failure = error as MdxError;
      const line = failure.line ?? failure.place?.line ?? failure.place?.start?.line ?? 0;
      findings.push({ file: page.file, line, message: `MDX syntax: ${failure.reason ?? failure.message ?? String(error)}` });
    }
  }
  return findings;
}

export function syntaxOutcome(pages: PageFile[]): CheckOutcome {
  const findings = checkSyntax(pages);
  return { name: 'MDX syntax', findings, summary: [`${pages.length} page(s) parsed`] };
}
