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
      findings.push(...listSplits(page.file, parser.parse(page.source) as AstNode));
    } catch (error) {
      const failure = error as MdxError;
      const line = failure.line ?? failure.place?.line ?? failure.place?.start?.line ?? 0;
      findings.push({ file: page.file, line, message: `MDX syntax: ${failure.reason ?? failure.message ?? String(error)}` });
    }
  }
  return findings;
}

interface AstNode {
  type: string;
  ordered?: boolean | null;
  value?: string;
  children?: AstNode[];
  position?: { start: { line: number } };
}

/**
 * An `{/* example-check *\/}` comment between two items of a list ends the list: the page then shows
 * two lists (a gap, and a numbered list starts again at 1). Flags a comment-only expression that sits
 * between two lists of the same kind, at any depth; the comment belongs after the list.
 */
export function listSplits(file: string, node: AstNode): Finding[] {
  const findings: Finding[] = [];
  const children = node.children ?? [];
  children.forEach((child, index) => {
    const before = children[index - 1];
    const after = children[index + 1];
    if (
      child.type === 'mdxFlowExpression' &&
      /^\s*\/\*[\s\S]*\*\/\s*$/.test(child.value ?? '') &&
      before?.type === 'list' &&
      after?.type === 'list' &&
      Boolean(before.ordered) === Boolean(after.ordered)
    ) {
      findings.push({
        file,
        line: child.position?.start.line ?? 0,
        message: 'this comment sits between two items of one list and splits it in two: move it below the list',
      });
    }
    findings.push(...listSplits(file, child));
  });
  return findings;
}

export function syntaxOutcome(pages: PageFile[]): CheckOutcome {
  const findings = checkSyntax(pages);
  return { name: 'MDX syntax', findings, summary: [`${pages.length} page(s) parsed`] };
}
