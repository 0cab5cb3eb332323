/** One problem found by a check: where it is and what is wrong. */
export interface Finding {
  /** Path relative to the repository root, e.g. docs/en/config/dev/hmr.mdx. */
  file: string;
  /** 1-based line, or 0 when the problem concerns the whole file. */
  line: number;
  message: string;
}

/** A page as the checks see it: its repository-relative path and its text. */
export interface PageFile {
  /** e.g. docs/en/config/dev/hmr.mdx */
  file: string;
  source: string;
}

/** What a check returns: its findings plus the figures for the report. */
export interface CheckOutcome {
  name: string;
  findings: Finding[];
  /** Short report lines: counts, skips, coverage. */
  summary: string[];
}

export function formatFinding(finding: Finding): string {
  return finding.line > 0 ? `${finding.file}:${finding.line}: ${finding.message}` : `${finding.file}: ${finding.message}`;
}

/** Splits docs/<lang>/<rest> into its language and the rest (without .mdx/.md). */
export function pageKey(file: string): { lang: string; page: string } | undefined {
  const match = /^docs\/([^/]+)\/(.+)\.mdx?$/.exec(file);
  if (!match) return undefined;
  return { lang: match[1], page: match[2] };
}
