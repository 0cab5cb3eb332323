import type { ServerRedirect } from '../../site/serving';

/** One old address and where it goes: what every host's redirect list holds. */
export interface ConcreteRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

type Piece = { literal: string } | { alternatives: string[]; optional: boolean };

/**
 * Reads the patterns of site/redirects.ts: `^…$` anchored, literal characters,
 * and capture groups of literal alternatives, optionally followed by `?`, e.g.
 * `^(/zh)?/guide/basic/(css-usage|unocss)$`. Anything else (`.`, `*`, classes,
 * nested groups) cannot be listed path by path for Netlify and Vercel, so it throws.
 */
function parsePattern(pattern: string): Piece[] {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) {
    throw new Error(`Redirect pattern must be anchored with ^ and $: ${pattern}`);
  }
  const body = pattern.slice(1, -1);
  const pieces: Piece[] = [];
  let literal = '';
  const flushLiteral = () => {
    if (literal) pieces.push({ literal });
    literal = '';
  };
  const literalChar = (text: string, index: number): [string, number] => {
    const char = text[index] ?? '';
    if (char === '\\') {
      const next = text[index + 1] ?? '';
      if (!/[./\-_~]/.test(next)) throw new Error(`Unsupported escape \\${next} in redirect pattern ${pattern}`);
      return [next, index + 2];
    }
    if (/[.*+?[\]{}()|^$]/.test(char)) throw new Error(`Unsupported "${char}" in redirect pattern ${pattern}`);
    return [char, index + 1];
  };
  let i = 0;
  while (i < body.length) {
    if (body[i] === '(') {
      const close = body.indexOf(')', i);
      if (close < 0) throw new Error(`Unclosed group in redirect pattern ${pattern}`);
      const inner = body.slice(i + 1, close);
      if (inner.startsWith('?')) throw new Error(`Only plain capture groups are supported: ${pattern}`);
      const alternatives = inner.split('|').map((alternative) => {
        let text = '';
        let j = 0;
        while (j < alternative.length) {
          const [char, nextIndex] = literalChar(alternative, j);
          text += char;
          j = nextIndex;
        }
        return text;
      });
      const optional = body[close + 1] === '?';
      flushLiteral();
      pieces.push({ alternatives, optional });
      i = close + (optional ? 2 : 1);
    } else {
      const [char, nextIndex] = literalChar(body, i);
      literal += char;
      i = nextIndex;
    }
  }
  flushLiteral();
  return pieces;
}

/** Fills `$1`…`$9` of a target with the captured texts; a group that matched nothing gives '' (as String#replace does). */
function fillTarget(to: string, captures: string[]): string {
  return to.replace(/\$(\d)/g, (_, n: string) => {
    const index = Number(n);
    if (index < 1 || index > captures.length) throw new Error(`Redirect target ${to} refers to missing group $${n}`);
    return captures[index - 1] ?? '';
  });
}

/** Every concrete path a rule of site/redirects.ts matches, with its target. */
export function expandRedirect(rule: ServerRedirect): ConcreteRedirect[] {
  let partial: { path: string; captures: string[] }[] = [{ path: '', captures: [] }];
  for (const piece of parsePattern(rule.from)) {
    if ('literal' in piece) {
      partial = partial.map((p) => ({ path: p.path + piece.literal, captures: p.captures }));
    } else {
      const options = piece.optional ? ['', ...piece.alternatives] : piece.alternatives;
      partial = partial.flatMap((p) => options.map((o) => ({ path: p.path + o, captures: [...p.captures, o] })));
    }
  }
  return partial.map(({ path, captures }) => {
    if (!path.startsWith('/')) throw new Error(`Redirect source must be a path starting with "/": ${path}`);
    return { from: path, to: fillTarget(rule.to, captures), status: rule.status };
  });
}

/** The whole table, path by path; one source path may not be listed twice. */
export function expandRedirects(rules: ServerRedirect[]): ConcreteRedirect[] {
  const all = rules.flatMap(expandRedirect);
  const seen = new Set<string>();
  for (const { from } of all) {
    if (seen.has(from)) throw new Error(`Redirect source listed twice: ${from}`);
    seen.add(from);
  }
  return all;
}
