/**
 * The fenced code blocks of an MDX file, found line by line without parsing
 * the file: quick enough to run over the whole site before the build starts
 * (plugins/highlight-prefill.ts), and the one reader of code blocks of the
 * docs checks (scripts/check-docs/mdx.ts).
 *
 * A block is returned as the MDX pipeline sees it (CommonMark's fence rules,
 * with MDX's change that any indentation is allowed, as indented code does
 * not exist in MDX): `lang` and `meta` as Shiki's rehype plugin gets them,
 * `code` with up to the opening fence's indentation removed from each line (a
 * fence inside a list item or a JSX element is indented), line endings kept.
 * Not modelled: blockquotes, the end of a list item before a closing fence,
 * fences inside `{/* *\/}` comments and character references (`&amp;`) in the
 * info string; the docs have none. Where this reading differs from the real
 * parser's, a block only misses the prefilled cache and is highlighted during
 * the build as before.
 */
export interface CodeFence {
  /** First word of the info string ('' when none), case kept. */
  lang: string;
  /** The rest of the info string, as written (trailing spaces included). */
  meta: string;
  /** The lines between the fences, less up to the opening fence's indentation, with the file's line endings. */
  code: string;
  /** Line of the opening fence (1-based). */
  line: number;
  /** Line of the closing fence, or the file's last line for a block left open (it runs to the end). */
  endLine: number;
}

const OPENING = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

export function codeFences(source: string): CodeFence[] {
  // Line endings are kept for the code: the parser keeps a CRLF inside a block.
  const parts = source.split(/(\r\n|\r|\n)/);
  const lines = parts.filter((_, index) => index % 2 === 0);
  const endings = parts.filter((_, index) => index % 2 === 1);
  const fences: CodeFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, info] = open;
    // A backtick fence's info string may not contain a backtick (escaped or not).
    if (marker[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^[ \\t]*${marker[0]}{${marker.length},}[ \\t]*$`);
    const width = columns(indent);
    let code = '';
    let end = i + 1;
    for (; end < lines.length && !closing.test(lines[end]); end++) {
      code += (end > i + 1 ? endings[end - 1] : '') + stripIndent(lines[end], width);
    }
    // A block left open runs to the end of the file, less its final line ending (or final blank line).
    if (end === lines.length) code = code.replace(/(\r\n|\r|\n)$/, '');
    // The language ends at the first space or tab; the rest is the meta, once the spaces and tabs between are
    // skipped. mdast-util-to-hast keeps the language up to any white space (a no-break space too).
    const [, lang, meta] = /^[ \t]*([^ \t]*)[ \t]*(.*)$/.exec(info) as RegExpExecArray;
    fences.push({
      lang: decodeEscapes(lang).split(/\s/)[0],
      meta: decodeEscapes(meta),
      code,
      line: i + 1,
      endLine: Math.min(end + 1, lines.length),
    });
    i = end;
  }
  return fences;
}

/** Backslash escapes of the info string, which the parser decodes (`title="a\_b"` is `title="a_b"`). */
function decodeEscapes(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** Width of an indentation in columns: a tab reaches the next multiple of 4. */
function columns(indent: string): number {
  let column = 0;
  for (const char of indent) column = char === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}

/** The line less up to `width` columns of indentation; what a tab has beyond them stays as spaces (as in micromark). */
function stripIndent(line: string, width: number): string {
  let column = 0;
  let cut = 0;
  for (; cut < line.length && column < width && (line[cut] === ' ' || line[cut] === '\t'); cut++) {
    column = line[cut] === '\t' ? column + 4 - (column % 4) : column + 1;
  }
  return ' '.repeat(Math.max(0, column - width)) + line.slice(cut);
}
