/**
 * Small, dependency-free readers for the parts of an MDX page the checks need:
 * fenced code blocks, headings, links and the `- **Type:**` style fields.
 * Line numbers are 1-based, as an editor shows them.
 */

export interface CodeBlock {
  /** Language after the opening fence, lower case ('' when none). */
  lang: string;
  /** Everything after the language on the opening fence line. */
  meta: string;
  /** The `title="..."` of the meta, or '' when none. */
  title: string;
  /** Code between the fences, with the fence indentation removed. */
  code: string;
  /** Line of the opening fence. */
  line: number;
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

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Splits on \n and drops \r, so CRLF files behave like LF files. */
export function splitLines(source: string): string[] {
  return source.split('\n').map((line) => line.replace(/\r$/, ''));
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
  const lines = splitLines(source);
  const blocks: CodeBlock[] = [];
  let open: { indent: number; fence: string; lang: string; meta: string; line: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    if (open) {
      const closing = new RegExp(`^\\s*${open.fence[0] === '`' ? '`' : '~'}{${open.fence.length},}\\s*$`);
      if (closing.test(text)) {
        blocks.push({
          lang: open.lang,
          meta: open.meta,
          title: parseTitle(open.meta),
          code: open.body.join('\n'),
          line: open.line,
          codeLine: open.line + 1,
        });
        open = undefined;
      } else {
        const indent = open.indent;
        open.body.push(text.slice(0, indent).trim() === '' ? text.slice(indent) : text.trimStart());
      }
      return;
    }
    const match = FENCE.exec(text);
    if (match) {
      open = {
        indent: match[1].length,
        fence: match[2],
        lang: match[3].toLowerCase(),
        meta: match[4].trim(),
        line: index + 1,
        body: [],
      };
    }
  });
  return blocks;
}

/**
 * Lines outside fenced code blocks and outside multi-line MDX comments
 * (`{/* ... *\/}`, where the executed-example checks live), as [line number, text].
 */
export function proseLines(source: string): Array<[number, string]> {
  const lines = splitLines(source);
  const result: Array<[number, string]> = [];
  let fence: string | undefined;
  let inComment = false;
  lines.forEach((text, index) => {
    if (inComment) {
      if (text.includes('*/}')) inComment = false;
      return;
    }
    const match = FENCE.exec(text);
    if (fence) {
      if (new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(text)) fence = undefined;
      return;
    }
    if (match) {
      fence = match[2];
      return;
    }
    if (/^\s*\{\/\*/.test(text) && !text.includes('*/}')) {
      inComment = true;
      return;
    }
    result.push([index + 1, text]);
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
