/**
 * The fenced code blocks of a Markdown or MDX file, found line by line
 * (CommonMark's fence rules) without parsing the file: quick enough to run
 * over the whole site before the build starts (plugins/highlight-prefill.ts).
 *
 * A block is returned as the MDX pipeline sees it: `lang` and `meta` split
 * from the info string, `code` with up to the fence's own indentation removed
 * from each line (a fence inside a list item or a JSX element is indented).
 * Where this reading differs from the real parser's, the block only misses
 * the prefilled cache and is highlighted during the build as before.
 */
export interface CodeFence {
  lang: string;
  meta: string;
  code: string;
}

const OPENING = /^( {0,3}|[ \t]*)(`{3,}|~{3,})([^\n]*)$/;

export function codeFences(source: string): CodeFence[] {
  const lines = source.split(/\r?\n/);
  const fences: CodeFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]);
    if (!open) continue;
    const [, indent, marker, info] = open;
    // A backtick fence's info string may not contain a backtick.
    if (marker[0] === '`' && info.includes('`')) continue;
    const closing = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(stripIndent(lines[end], indent.length));
      end++;
    }
    if (end === lines.length) break; // unclosed: the rest of the file is code, left to the build
    const trimmed = info.trim();
    const space = trimmed.search(/\s/);
    fences.push({
      lang: space === -1 ? trimmed : trimmed.slice(0, space),
      meta: space === -1 ? '' : trimmed.slice(space).trim(),
      code: body.join('\n'),
    });
    i = end;
  }
  return fences;
}

function stripIndent(line: string, width: number): string {
  let cut = 0;
  while (cut < width && line[cut] === ' ') cut++;
  return line.slice(cut);
}
