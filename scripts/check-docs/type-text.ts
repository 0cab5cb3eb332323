/**
 * Normalizes a TypeScript type as written in a page or a .d.ts so that two
 * spellings of the same type compare equal: comments, whitespace, quote style,
 * `,`/`;` member separators, a leading `|`, the order of union members and the
 * order of object members do not matter. It is a text normalization, not a type checker: two different
 * spellings of one type (an alias and its body, `T[]` and `Array<T>`) are
 * handled by the caller (alias bodies) or by the reviewed allow-list.
 */
export function normalizeType(text: string): string {
  let result = text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .trim()
    .replace(/^export\s+/, '')
    .replace(/^type\s+[\w$]+\s*(<[^=]*>)?\s*=/, '')
    .replace(/^interface\s+[\w$]+\s*(<[^{]*>)?\s*(?=\{)/, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, '')
    .replace(/;+$/, '');
  result = result.replace(/([(<[,:=]|^)\|/g, '$1');
  return canonical(result, 'union');
}

type Context = 'union' | 'members' | 'list';

const CLOSER: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };

/** Splits at depth 0 on the separator, respecting brackets and quoted strings. */
function splitTop(text: string, separators: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === "'" || char === '`') quote = char;
    else if (char in CLOSER) depth++;
    else if (char === '>' && text[index - 1] === '=') continue;
    else if (char === ')' || char === ']' || char === '}' || char === '>') depth--;
    else if (depth === 0 && separators.includes(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Rewrites the inside of every bracket group, then sorts union members. */
function canonical(text: string, context: Context): string {
  if (context === 'members') {
    return splitTop(text.replace(/[;,]$/, ''), ';,')
      .filter((member) => member !== '')
      .map(withKey)
      .sort()
      .join(';');
  }
  if (context === 'list') {
    return splitTop(text, ',').map(withKey).join(',');
  }
  const members = splitTop(text, '|').map(rewriteGroups);
  return [...new Set(members)].sort().join('|');
}

/** Canonical form of `key?: Type` (object member, parameter, tuple label) or of a bare type. */
function withKey(item: string): string {
  const key = /^((?:readonly)?(?:\.\.\.)?(?:[\w$]+|'[^']*'|\[[^\]]*\])\??:)/.exec(item);
  if (!key) return canonical(item, 'union');
  const type = canonical(item.slice(key[1].length), 'union');
  // `x?: T | undefined` (as the checker prints it) means the same as `x?: T`.
  return key[1] + (key[1].endsWith('?:') ? splitTop(type, '|').filter((member) => member !== 'undefined').join('|') : type);
}

/** Applies `canonical` to the content of each top-level bracket group of one union member. */
function rewriteGroups(text: string): string {
  let output = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === "'" || char === '`') {
      const end = findQuoteEnd(text, index);
      output += text.slice(index, end + 1);
      index = end + 1;
      continue;
    }
    if (char in CLOSER) {
      const end = findGroupEnd(text, index);
      const inner = text.slice(index + 1, end);
      const context: Context = char === '{' ? 'members' : 'list';
      output += char + canonical(inner, context) + (text[end] ?? '');
      index = end + 1;
      continue;
    }
    output += char;
    index++;
  }
  return output;
}

function findQuoteEnd(text: string, start: number): number {
  for (let index = start + 1; index < text.length; index++) {
    if (text[index] === '\\') index++;
    else if (text[index] === text[start]) return index;
  }
  return text.length - 1;
}

function findGroupEnd(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === "'" || char === '`') {
      index = findQuoteEnd(text, index);
      continue;
    }
    if (char === '>' && text[index - 1] === '=') continue;
    if (char in CLOSER) depth++;
    else if (char === ')' || char === ']' || char === '}' || char === '>') {
      depth--;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

/** A type on one line without comments, for messages. */
export function displayType(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
