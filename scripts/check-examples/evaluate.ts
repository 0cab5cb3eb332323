/**
 * Compares what an example's run produced with what its page says.
 * Pure: the files of the project are given as a map.
 */
import { globToRegExp } from '../check-docs/routes';
import { type Expectation, type HttpRequest, type TextMatcher, toKB } from './parse';

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RunResult {
  /** The command finished without throwing. */
  ok: boolean;
  /** Message of the error the command threw, if any. */
  error?: string;
  /** Everything the run printed (stdout and stderr, colours removed). */
  output: string;
  /** Responses by requestKey(). */
  responses: Record<string, HttpResponse | { fetchError: string }>;
}

/** Files of the project after the run: relative path → content (node_modules left out). */
export type ProjectFiles = Map<string, string>;

export function requestKey(request: HttpRequest): string {
  return `GET ${request.path} ${JSON.stringify(request.headers)}`;
}

/** Strips ANSI colour codes. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

export function matches(matcher: TextMatcher, text: string): boolean {
  return matcher.kind === 'text' ? text.includes(matcher.text) : new RegExp(matcher.source, matcher.flags).test(text);
}

export function describeMatcher(matcher: TextMatcher): string {
  return matcher.kind === 'text' ? JSON.stringify(matcher.text) : `/${matcher.source}/${matcher.flags}`;
}

/**
 * A JS or CSS file is minified when its code runs on very long lines: a
 * minifier writes a few lines per file, while unminified output, indented or
 * not (Rspack's production output without minification is not indented),
 * breaks a line every few dozen characters. Comment-only lines (license
 * banners) do not count.
 */
export function isMinified(content: string): boolean {
  const code = content.split('\n').filter((line) => line.trim() !== '' && !/^\s*(?:\/\*|\*|\/\/)/.test(line));
  if (code.length === 0) return false;
  const bytes = code.reduce((sum, line) => sum + line.length, 0);
  return code.length <= 1 + bytes / 2000;
}

/**
 * The files a glob names. A plain path (no wildcard) that names no file is read as a folder and
 * names every file under it, so `expect dist/static/css missing` fails when that folder has files.
 */
export function matchFiles(files: ProjectFiles, glob: string): string[] {
  const pattern = globToRegExp(glob);
  const names = [...files.keys()];
  const exact = names.filter((name) => pattern.test(name));
  if (exact.length > 0 || /[*?{[]/.test(glob)) return exact.sort();
  const folder = `${glob.replace(/\/+$/, '')}/`;
  return names.filter((name) => name.startsWith(folder)).sort();
}

function listFiles(files: ProjectFiles, glob: string): string {
  const top = glob.split('/')[0];
  const names = [...files.keys()].filter((name) => name.startsWith(`${top}/`)).sort();
  if (names.length === 0) return `nothing under ${top}/`;
  const shown = names.slice(0, 20).join(', ');
  return `${top}/ has ${names.length} file(s): ${shown}${names.length > 20 ? ', …' : ''}`;
}

/** The lines of text around the first difference worth showing: the tail of the output. */
function outputTail(output: string, lines = 12): string {
  const tail = plain(output).trim().split('\n').slice(-lines).join('\n');
  return tail ? `\n    ${tail.replace(/\n/g, '\n    ')}` : ' (no output)';
}

function snippet(text: string, length = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/**
 * How far a printed size may be from the page's figure: 2 %, and at least 0.1 kB (the table's last
 * digit). A chunk holding packages from node_modules changes by about 0.1 kB with where the repository
 * sits on disk: Rspack's module ids are hashes of module paths, and their lengths vary with them.
 */
export function sizeTolerance(kB: number): number {
  return Math.max(0.02 * kB, 0.1);
}

export function withinTolerance(printed: number, kB: number): boolean {
  return Math.abs(printed - kB) <= sizeTolerance(kB) + 1e-9;
}

/** The first size printed on the first output line that `file` matches, in kB. */
export function printedSize(output: string, file: TextMatcher): number | undefined {
  for (const line of output.split('\n')) {
    let end = -1;
    if (file.kind === 'text') {
      const at = line.indexOf(file.text);
      if (at >= 0) end = at + file.text.length;
    } else {
      const found = new RegExp(file.source, file.flags.replace('g', '')).exec(line);
      if (found) end = found.index + found[0].length;
    }
    if (end < 0) continue;
    const size = /(\d+(?:\.\d+)?)\s*(MB|kB|B)\b/.exec(line.slice(end));
    if (size) return toKB(Number(size[1]), size[2]);
  }
  return undefined;
}

/** Returns what differed, or undefined when the expectation holds. */
export function evaluateExpectation(expectation: Expectation, result: RunResult, files: ProjectFiles): string | undefined {
  switch (expectation.target) {
    case 'error': {
      if (result.ok) return `the run succeeded, but the page says it fails with ${describeMatcher(expectation.matcher)}`;
      const text = plain(`${result.output}\n${result.error ?? ''}`);
      return matches(expectation.matcher, text)
        ? undefined
        : `the run failed, but without ${describeMatcher(expectation.matcher)}; it printed:${outputTail(text)}`;
    }
    case 'size': {
      const printed = printedSize(plain(result.output), expectation.file);
      if (printed === undefined) return `no line of the size table names ${describeMatcher(expectation.file)}; it printed:${outputTail(result.output)}`;
      return withinTolerance(printed, expectation.kB)
        ? undefined
        : `${describeMatcher(expectation.file)} is ${printed} kB, not about ${expectation.kB} kB (± ${sizeTolerance(expectation.kB).toFixed(2)} kB)`;
    }
    case 'output': {
      const found = matches(expectation.matcher, plain(result.output));
      if (found !== expectation.negate) return undefined;
      return expectation.negate
        ? `the output contains ${describeMatcher(expectation.matcher)}`
        : `the output does not contain ${describeMatcher(expectation.matcher)}; it printed:${outputTail(result.output)}`;
    }
    case 'request': {
      const response = result.responses[requestKey(expectation.request)];
      if (!response) return `GET ${expectation.request.path} was not requested (did the server start?)${outputTail(result.output)}`;
      if ('fetchError' in response) return `GET ${expectation.request.path} failed: ${response.fetchError}`;
      const predicate = expectation.predicate;
      if (predicate.kind === 'status') {
        return response.status === predicate.status ? undefined : `status ${response.status}, expected ${predicate.status}`;
      }
      if (predicate.kind === 'header') {
        const value = response.headers[predicate.name];
        if (predicate.matcher === 'missing') return value === undefined ? undefined : `header ${predicate.name} is present: ${value}`;
        if (value === undefined) return `no ${predicate.name} header; headers: ${Object.keys(response.headers).sort().join(', ')}`;
        return matches(predicate.matcher, value) ? undefined : `header ${predicate.name} is ${JSON.stringify(value)}`;
      }
      const found = matches(predicate.matcher, response.body);
      if (found !== predicate.negate) return undefined;
      return `${predicate.negate ? 'body contains' : 'body does not contain'} ${describeMatcher(predicate.matcher)} (status ${response.status}): ${snippet(response.body)}`;
    }
    case 'file': {
      const matched = matchFiles(files, expectation.glob);
      const predicate = expectation.predicate;
      if (predicate.kind === 'missing') return matched.length === 0 ? undefined : `found ${matched.join(', ')}`;
      if (predicate.kind === 'exists') return matched.length > 0 ? undefined : `no file matches; ${listFiles(files, expectation.glob)}`;
      if (predicate.kind === 'count') {
        return matched.length === predicate.count
          ? undefined
          : `${matched.length} file(s) match, expected ${predicate.count}: ${matched.join(', ') || listFiles(files, expectation.glob)}`;
      }
      if (matched.length === 0) return `no file matches; ${listFiles(files, expectation.glob)}`;
      if (predicate.kind === 'minified') {
        const wrong = matched.filter((name) => isMinified(files.get(name) ?? '') === predicate.negate);
        if (wrong.length === 0) return undefined;
        return `${wrong.join(', ')} ${predicate.negate ? 'is' : 'is not'} minified`;
      }
      const containing = matched.filter((name) => matches(predicate.matcher, files.get(name) ?? ''));
      if (predicate.negate) {
        return containing.length === 0 ? undefined : `${containing.join(', ')} contains ${describeMatcher(predicate.matcher)}`;
      }
      if (containing.length > 0) return undefined;
      const only = matched.length === 1 ? `: ${snippet(files.get(matched[0]) ?? '')}` : '';
      return `none of ${matched.join(', ')} contains ${describeMatcher(predicate.matcher)}${only}`;
    }
  }
}

/** Every expectation of an example, with what differed for the ones that fail. */
export function evaluateExample(
  expectations: Expectation[],
  result: RunResult,
  files: ProjectFiles,
): Array<{ expectation: Expectation; difference: string }> {
  const failures: Array<{ expectation: Expectation; difference: string }> = [];
  const expectsError = expectations.some((expectation) => expectation.target === 'error');
  if (!result.ok && !expectsError) {
    const message = result.error ? `\n    ${plain(result.error).split('\n').slice(0, 6).join('\n    ')}` : '';
    return [
      {
        expectation: expectations[0],
        difference: `the run failed, and the page does not expect an error:${message}${outputTail(result.output)}`,
      },
    ];
  }
  for (const expectation of expectations) {
    const difference = evaluateExpectation(expectation, result, files);
    if (difference !== undefined) failures.push({ expectation, difference });
  }
  return failures;
}
