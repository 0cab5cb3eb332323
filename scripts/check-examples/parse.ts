/**
 * Reads the `{/* example-check ... *\/}` comments of a page and the project each
 * one builds (see README.md beside this file). Pure: no file system, no builds.
 */
import { type CodeBlock, extractCodeBlocks, splitLines } from '../check-docs/mdx';
import type { Finding, PageFile } from '../check-docs/types';

export const CHECK_KEYWORD = 'example-check';

export type Command = 'build' | 'dev' | 'preview' | 'inspect';

export type TextMatcher = { kind: 'text'; text: string } | { kind: 'regexp'; source: string; flags: string };

export type FilePredicate =
  | { kind: 'exists' }
  | { kind: 'missing' }
  | { kind: 'count'; count: number }
  | { kind: 'contains'; negate: boolean; matcher: TextMatcher }
  | { kind: 'minified'; negate: boolean };

export type ResponsePredicate =
  | { kind: 'status'; status: number }
  | { kind: 'header'; name: string; matcher: TextMatcher | 'missing' }
  | { kind: 'body'; negate: boolean; matcher: TextMatcher };

export interface HttpRequest {
  path: string;
  headers: Record<string, string>;
}

export type Expectation = { line: number; source: string } & (
  | { target: 'file'; glob: string; predicate: FilePredicate }
  | { target: 'output'; negate: boolean; matcher: TextMatcher }
  /** A size in the printed file-size table, within SIZE_TOLERANCE of `kB` (see README: "Sizes that move"). */
  | { target: 'size'; file: TextMatcher; kB: number }
  | { target: 'error'; matcher: TextMatcher }
  | { target: 'request'; request: HttpRequest; predicate: ResponsePredicate }
);

export interface RunnableExample {
  /** Page file, e.g. docs/en/config/output/filename.mdx */
  file: string;
  /** Line of the `{/* example-check` comment. */
  line: number;
  command: Command;
  env: Record<string, string>;
  /** Project files: path relative to the project root → content. */
  files: Record<string, string>;
  expectations: Expectation[];
}

export interface ParsedPage {
  examples: RunnableExample[];
  findings: Finding[];
}

const CONFIG_FILE = /^rsbuild\.config\.(?:m|c)?[jt]s$/;

/** A code block title that names a project file: relative path, a dot in the last segment, not under dist/. */
export function isFileTitle(title: string): boolean {
  if (!/^[\w.@\-[\]]+(?:\/[\w.@\-[\]]+)*$/.test(title)) return false;
  if (title.startsWith('dist/') || title.startsWith('/') || title.split('/').includes('..')) return false;
  const last = title.split('/').pop() ?? '';
  return last.includes('.');
}

interface CommentBlock {
  line: number;
  /** Body lines after the keyword line, with their page line numbers. */
  body: Array<[number, string]>;
}

/** MDX comments that start with `{/* example-check`, outside fenced code. */
export function findCheckComments(source: string): CommentBlock[] {
  const lines = splitLines(source);
  const blocks = extractCodeBlocks(source);
  const inFence = new Set<number>();
  for (const block of blocks) {
    for (let line = block.line; line <= block.endLine; line++) inFence.add(line);
  }
  const comments: CommentBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const lineNo = index + 1;
    if (inFence.has(lineNo)) continue;
    const open = new RegExp(`^\\s*\\{/\\*\\s*${CHECK_KEYWORD}\\b(.*)$`).exec(lines[index]);
    if (!open) continue;
    const body: Array<[number, string]> = [];
    const rest = open[1];
    const closesOnFirst = rest.includes('*/}');
    if (closesOnFirst) {
      const inner = rest.slice(0, rest.indexOf('*/}')).trim();
      if (inner) body.push([lineNo, inner]);
    } else {
      if (rest.trim()) body.push([lineNo, rest.trim()]);
      let closed = false;
      for (index++; index < lines.length; index++) {
        const text = lines[index];
        const end = text.indexOf('*/}');
        if (end >= 0) {
          if (text.slice(0, end).trim()) body.push([index + 1, text.slice(0, end)]);
          closed = true;
          break;
        }
        body.push([index + 1, text]);
      }
      if (!closed) body.push([lineNo, '\u0000unclosed']);
    }
    comments.push({ line: lineNo, body });
  }
  return comments;
}

// Inside a check comment the text `*\/` stands for a star and a slash, which would end the comment.
export function unescapeCommentEnd(text: string): string {
  return text.replaceAll('*\\/', '*/');
}

/** `"json string"` or `/regexp/flags` at the start of text; returns the rest. */
export function parseMatcher(text: string): { matcher: TextMatcher; rest: string } | { error: string } {
  const trimmed = text.trim();
  if (trimmed.startsWith('"')) {
    let end = 1;
    while (end < trimmed.length && trimmed[end] !== '"') end += trimmed[end] === '\\' ? 2 : 1;
    if (end >= trimmed.length) return { error: `unterminated string: ${trimmed}` };
    try {
      const value = JSON.parse(trimmed.slice(0, end + 1)) as string;
      return { matcher: { kind: 'text', text: value }, rest: trimmed.slice(end + 1).trim() };
    } catch {
      return { error: `invalid JSON string: ${trimmed.slice(0, end + 1)}` };
    }
  }
  if (trimmed.startsWith('/')) {
    let end = 1;
    let inClass = false;
    while (end < trimmed.length) {
      const char = trimmed[end];
      if (char === '\\') end++;
      else if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) break;
      end++;
    }
    if (end >= trimmed.length) return { error: `unterminated regular expression: ${trimmed}` };
    const flagsMatch = /^[dgimsuvy]*/.exec(trimmed.slice(end + 1)) as RegExpExecArray;
    const source = trimmed.slice(1, end);
    try {
      new RegExp(source, flagsMatch[0]);
    } catch (error) {
      return { error: `invalid regular expression /${source}/: ${(error as Error).message}` };
    }
    return {
      matcher: { kind: 'regexp', source, flags: flagsMatch[0] },
      rest: trimmed.slice(end + 1 + flagsMatch[0].length).trim(),
    };
  }
  return { error: `expected "text" or /regexp/, got: ${trimmed || '(nothing)'}` };
}

function onlyMatcher(text: string): { matcher: TextMatcher } | { error: string } {
  const parsed = parseMatcher(text);
  if ('error' in parsed) return parsed;
  if (parsed.rest) return { error: `unexpected text after the match: ${parsed.rest}` };
  return { matcher: parsed.matcher };
}

type ParsedExpectation = Expectation | { error: string };

/** A size as Rsbuild prints it (1 kB = 1000 bytes), in kB. */
export function toKB(value: number, unit: string): number {
  return unit === 'B' ? value / 1000 : unit === 'MB' ? value * 1000 : value;
}

function parseRequest(rest: string, line: number, source: string): ParsedExpectation {
  const match = /^GET\s+(\/\S*)\s*(.*)$/.exec(rest);
  if (!match) return { error: `expected "GET /path …": ${rest}` };
  const [, requestPath] = match;
  let tail = match[2];
  let headers: Record<string, string> = {};
  if (tail.startsWith('{')) {
    const close = tail.indexOf('}');
    try {
      headers = JSON.parse(tail.slice(0, close + 1)) as Record<string, string>;
    } catch {
      return { error: `request headers must be a JSON object: ${tail}` };
    }
    tail = tail.slice(close + 1).trim();
  }
  const request = { path: requestPath, headers };
  const status = /^status\s+(\d{3})$/.exec(tail);
  if (status) return { line, source, target: 'request', request, predicate: { kind: 'status', status: Number(status[1]) } };
  const header = /^header\s+([\w-]+)\s+(.*)$/.exec(tail);
  if (header) {
    if (header[2].trim() === 'missing') {
      return { line, source, target: 'request', request, predicate: { kind: 'header', name: header[1].toLowerCase(), matcher: 'missing' } };
    }
    const parsed = onlyMatcher(header[2]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'request', request, predicate: { kind: 'header', name: header[1].toLowerCase(), matcher: parsed.matcher } };
  }
  const body = /^body\s+(not\s+)?contains\s+(.*)$/.exec(tail);
  if (body) {
    const parsed = onlyMatcher(body[2]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'request', request, predicate: { kind: 'body', negate: Boolean(body[1]), matcher: parsed.matcher } };
  }
  return { error: `expected status <n>, header <name> <text>|missing or body [not] contains <text> after GET ${requestPath}` };
}

export function parseExpectation(text: string, line: number): ParsedExpectation {
  const source = text.trim();
  const rest = source.replace(/^expect\s+/, '');
  if (rest.startsWith('GET ')) return parseRequest(rest, line, source);
  const size = /^output\s+size\s+(.+?)\s+about\s+(\d+(?:\.\d+)?)\s*(B|kB|MB)$/.exec(rest);
  if (size) {
    const parsed = onlyMatcher(size[1]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'size', file: parsed.matcher, kB: toKB(Number(size[2]), size[3]) };
  }
  if (/^output\s+size\s/.test(rest)) return { error: `expected "output size <file text or /regexp/> about <number> B|kB|MB": ${source}` };
  const output = /^output\s+(not\s+)?contains\s+(.*)$/.exec(rest);
  if (output) {
    const parsed = onlyMatcher(output[2]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'output', negate: Boolean(output[1]), matcher: parsed.matcher };
  }
  const error = /^error\s+(.*)$/.exec(rest);
  if (error) {
    const parsed = onlyMatcher(error[1]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'error', matcher: parsed.matcher };
  }
  const file = /^(\S+)\s+(.*)$/.exec(rest);
  if (!file) return { error: `expected "expect <glob> <predicate>": ${source}` };
  const [, glob, predicateText] = file;
  if (glob.startsWith('/') || glob.split('/').includes('..')) return { error: `path must be relative to the project: ${glob}` };
  // the runner reads every project file except node_modules, so a check there could never fail
  if (glob.split('/').includes('node_modules')) return { error: `node_modules is not read, so a check on it could never fail: ${glob}` };
  const predicate = predicateText.trim();
  if (predicate === 'exists') return { line, source, target: 'file', glob, predicate: { kind: 'exists' } };
  if (predicate === 'missing') return { line, source, target: 'file', glob, predicate: { kind: 'missing' } };
  if (predicate === 'minified' || predicate === 'not minified') {
    return { line, source, target: 'file', glob, predicate: { kind: 'minified', negate: predicate.startsWith('not') } };
  }
  const count = /^count\s+(\d+)$/.exec(predicate);
  if (count) return { line, source, target: 'file', glob, predicate: { kind: 'count', count: Number(count[1]) } };
  const contains = /^(not\s+)?contains\s+(.*)$/.exec(predicate);
  if (contains) {
    const parsed = onlyMatcher(contains[2]);
    if ('error' in parsed) return parsed;
    return { line, source, target: 'file', glob, predicate: { kind: 'contains', negate: Boolean(contains[1]), matcher: parsed.matcher } };
  }
  return { error: `unknown predicate "${predicate}" (exists, missing, count <n>, [not] contains <text>, [not] minified)` };
}

const COMMANDS: readonly Command[] = ['build', 'dev', 'preview', 'inspect'];

/** Files of the page's code blocks that an example takes (see README: "The project an example builds"). */
function filesFromBlocks(candidates: CodeBlock[], take: number | undefined): Record<string, string> {
  const fileBlocks = candidates.filter((block) => isFileTitle(block.title));
  let chosen: CodeBlock[];
  if (take !== undefined) chosen = fileBlocks.slice(Math.max(0, fileBlocks.length - take));
  else {
    const lastConfig = fileBlocks.map((block) => CONFIG_FILE.test(block.title)).lastIndexOf(true);
    chosen = lastConfig < 0 ? [] : fileBlocks.slice(lastConfig);
  }
  const files: Record<string, string> = {};
  for (const block of chosen) files[block.title] = `${block.code}\n`;
  return files;
}

export function parseExamplePage(page: PageFile): ParsedPage {
  const findings: Finding[] = [];
  const examples: RunnableExample[] = [];
  const blocks = extractCodeBlocks(page.source);
  let previousLine = 0;
  for (const comment of findCheckComments(page.source)) {
    const fail = (line: number, message: string) => findings.push({ file: page.file, line, message: `example-check: ${message}` });
    let command: Command = 'build';
    const env: Record<string, string> = {};
    const hidden: Record<string, string> = {};
    let take: number | undefined;
    const expectations: Expectation[] = [];
    const body = comment.body;
    let ok = true;
    for (const [line, raw] of body) {
      if (raw.includes('*/')) {
        fail(line, 'a "*/" ends the MDX comment early (MDX fails to compile the page); write "*\\/" for it');
        ok = false;
      }
    }
    for (let index = 0; index < body.length; index++) {
      const [line, raw] = body[index];
      if (raw === '\u0000unclosed') {
        fail(comment.line, 'comment is not closed with */}');
        ok = false;
        break;
      }
      const text = raw.trim();
      if (text === '' || text.startsWith('#')) continue;

      const fileDirective = /^file\s+(\S+?)(:)?(?:\s+(.*))?$/.exec(text);
      if (fileDirective && !raw.startsWith(' ')) {
        const [, filePath, colon, inline] = fileDirective;
        if (!isFileTitle(filePath) && !/^[\w.@\-[\]/]+$/.test(filePath)) {
          fail(line, `file path must be relative: ${filePath}`);
          ok = false;
          continue;
        }
        if (colon) {
          hidden[filePath] = `${unescapeCommentEnd(inline ?? '')}\n`;
          continue;
        }
        const content: string[] = [];
        while (index + 1 < body.length && (body[index + 1][1].startsWith('  ') || body[index + 1][1].trim() === '')) {
          index++;
          content.push(body[index][1].slice(2));
        }
        while (content.length > 0 && content[content.length - 1].trim() === '') content.pop();
        hidden[filePath] = `${unescapeCommentEnd(content.join('\n'))}\n`;
        continue;
      }
      const words = text.split(/\s+/);
      if (words[0] === 'command') {
        if (!COMMANDS.includes(words[1] as Command) || words.length !== 2) {
          fail(line, `command must be one of ${COMMANDS.join(', ')}: ${text}`);
          ok = false;
        } else command = words[1] as Command;
      } else if (words[0] === 'env') {
        const assignment = /^env\s+([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(text);
        if (!assignment) {
          fail(line, `expected env NAME=value: ${text}`);
          ok = false;
        } else env[assignment[1]] = assignment[2];
      } else if (words[0] === 'blocks') {
        if (!/^\d+$/.test(words[1] ?? '') || words.length !== 2) {
          fail(line, `expected blocks <number>: ${text}`);
          ok = false;
        } else take = Number(words[1]);
      } else if (words[0] === 'expect') {
        const parsed = parseExpectation(text, line);
        if ('error' in parsed) {
          fail(line, parsed.error);
          ok = false;
        } else expectations.push(parsed);
      } else {
        fail(line, `unknown directive "${words[0]}" (command, env, blocks, file, expect)`);
        ok = false;
      }
    }
    const candidates = blocks.filter((block) => block.line > previousLine && block.line < comment.line);
    previousLine = comment.line;
    if (!ok) continue;
    if (expectations.length === 0) {
      fail(comment.line, 'no expectation: add at least one "expect" line');
      continue;
    }
    const needsServer = expectations.some((expectation) => expectation.target === 'request');
    if (needsServer && command !== 'dev' && command !== 'preview') {
      fail(comment.line, 'GET expectations need "command dev" or "command preview"');
      continue;
    }
    const files = { ...filesFromBlocks(candidates, take), ...hidden };
    if (!Object.keys(files).some((name) => name.startsWith('src/'))) files['src/index.js'] = "console.log('hello');\n";
    if (!('package.json' in files)) files['package.json'] = `${JSON.stringify({ name: 'example', private: true, version: '1.0.0' }, null, 2)}\n`;
    examples.push({ file: page.file, line: comment.line, command, env, files, expectations });
  }
  return { examples, findings };
}

/** Every example of the given pages (English pages only: the Chinese twins hold the same code). */
export function parseExamplePages(pages: PageFile[]): ParsedPage {
  const result: ParsedPage = { examples: [], findings: [] };
  for (const page of pages) {
    const parsed = parseExamplePage(page);
    result.examples.push(...parsed.examples);
    result.findings.push(...parsed.findings);
  }
  return result;
}
