/**
 * Small, dependency-free readers for the parts of an MDX page the checks need:
 * fenced code blocks, headings, links and the `- **Type:**` style fields.
 * Line numbers are 1-based, as an editor shows them.
 */
import { type CodeFence, codeFences } from '../../plugins/code-fences';

/**
 * A fenced code block, as the MDX pipeline reads it (plugins/code-fences.ts):
 * `lang` keeps its case, so a check that ignores case lowercases it itself.
 */
export interface CodeBlock extends CodeFence {
  /** The `title="..."` of the meta, or '' when none. */
  title: string;
  /** Line of the first code line (opening fence + 1). */
  codeLine: number;
}

export interface Heading {
  level: number;
  text: string;
  line: number;
}

export interface Link {
  url: string;
  line: number;
}

/** Splits at the line endings CommonMark knows (LF, CRLF, CR), as codeFences numbers lines. */
export function splitLines(source: string): string[] {
  return source.split(/\r\n|\r|\n/);
}

export function parseTitle(meta: string): string {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|`([^`]*)`|(\S+))/.exec(meta);
  if (!match) return '';
  return match.slice(1).find((part) => part !== undefined) ?? '';
}

/** True when the meta carries the bare flag `name` (as in ```ts title="x" partial). */
export function hasMetaFlag(meta: string, name: string): boolean {
  return meta
    .replace(/(?:"[^"]*"|'[^']*'|`[^`]*`)/g, '')
    .split(/\s+/)
    .includes(name);
}

export function extractCodeBlocks(source: string): CodeBlock[] {
  return codeFences(source).map((fence) => ({ ...fence, title: parseTitle(fence.meta), codeLine: fence.line + 1 }));
}

/**
 * Lines outside fenced code blocks and outside multi-line MDX comments
 * (`{/* ... *\/}`, where the executed-example checks live), as [line number, text].
 */
export function proseLines(source: string): Array<[number, string]> {
  const fences = codeFences(source);
  const result: Array<[number, string]> = [];
  let fence = 0;
  let inComment = false;
  splitLines(source).forEach((text, index) => {
    const line = index + 1;
    // Skips the lines of the fences codeFences reads, comments or not (it does not know MDX comments).
    while (fence < fences.length && fences[fence].endLine < line) fence++;
    if (fence < fences.length && fences[fence].line <= line) return;
    if (inComment) {
      if (text.includes('*/}')) inComment = false;
      return;
    }
    if (/^\s*\{\/\*/.test(text) && !text.includes('*/}')) {
      inComment = true;
      return;
    }
    result.push([line, text]);
  });
  return result;
}

export function extractHeadings(source: string): Heading[] {
  const headings: Heading[] = [];
  for (const [line, text] of proseLines(source)) {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(text);
    if (match) headings.push({ level: match[1].length, text: match[2], line });
  }
  return headings;
}

/** Removes inline code spans so that text shown as code is not read as markup. */
export function withoutInlineCode(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

/**
 * Links written in the prose: markdown links and images, reference definitions,
 * autolinks and `href`/`link` attributes of JSX elements.
 */
export function extractLinks(source: string): Link[] {
  const links: Link[] = [];
  for (const [line, raw] of proseLines(source)) {
    const text = withoutInlineCode(raw);
    for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      links.push({ url: match[1], line });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
    if (definition) links.push({ url: definition[1], line });
    for (const match of text.matchAll(/<(https?:\/\/[^>\s]+)>/g)) links.push({ url: match[1], line });
    for (const match of text.matchAll(/\b(?:href|link)=(?:"([^"]+)"|'([^']+)'|\{\s*['"]([^'"]+)['"]\s*\})/g)) {
      links.push({ url: match[1] ?? match[2] ?? match[3], line });
    }
  }
  return links;
}

export interface FieldValue {
  /** Line of the `- **Label:**` item. */
  line: number;
  /** Text after the label, trimmed. */
  text: string;
}

const FIELD_LABELS = {
  type: ['Type', '类型'],
  default: ['Default', '默认值'],
} as const;

export type FieldName = keyof typeof FIELD_LABELS;

/**
 * Finds `- **Type:** ...` / `- **类型：** ...` list items (the colon may sit
 * inside or outside the bold markers, ASCII or full width) within the given
 * line range of the prose.
 */
export function findField(
  prose: Array<[number, string]>,
  field: FieldName,
  fromLine: number,
  toLine: number,
): FieldValue | undefined {
  const labels = FIELD_LABELS[field].join('|');
  const pattern = new RegExp(`^\\s*[-*]\\s+\\*\\*(?:${labels})\\s*[:：]?\\s*\\*\\*\\s*[:：]?\\s*(.*)$`);
  for (const [line, text] of prose) {
    if (line < fromLine || line > toLine) continue;
    const match = pattern.exec(text);
    if (match) return { line, text: match[1].trim() };
  }
  return undefined;
}

/** The content of the first inline code span of a text, if the text starts with one. */
export function leadingCodeSpan(text: string): { code: string; rest: string } | undefined {
  const match = /^(`+)([\s\S]*?)\1/.exec(text.trim());
  if (!match) return undefined;
  return { code: match[2].trim(), rest: text.trim().slice(match[0].length).trim() };
}
