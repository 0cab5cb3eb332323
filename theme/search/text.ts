/**
 * Text → search terms, shared by the index builder (Node, at build time) and
 * the search panel (browser), so both cut text the same way.
 *
 * - Latin text: words of letters, digits, `_` and `$`. Compound names give
 *   the whole name and its parts: `source.define` → source, define;
 *   `filenameHash` → filename, hash; `dev-server` → dev, server. English words
 *   are reduced to a stem (`aliases` → `alias`, `splitting` → `split`);
 *   whole compound names are not.
 * - Chinese text: overlapping pairs of characters (`产物目录` → 产物, 物目,
 *   目录), the way Lucene's CJK analyzer cuts it. A dictionary segmenter
 *   (`Intl.Segmenter`) splits technical words it does not know into single
 *   characters (服务器 → 服务 | 器, 构建 → 构 | 建), and the browser's and
 *   Node's dictionaries may differ; pairs need no dictionary, and a
 *   two-character word still matches only where its characters stand
 *   together, never character by character. A lone character matches the
 *   pairs it starts.
 */

/** Han characters and the CJK punctuation around them. */
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/u;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
const LATIN_WORD = /[\p{L}\p{N}_$][\p{L}\p{N}_$]*(?:[.\-/'][\p{L}\p{N}_$]+)*/gu;

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** Lower case, full-width letters and digits folded to ASCII. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Words that carry no meaning in a question. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'if', 'in', 'into',
  'is', 'it', 'its', 'my', 'of', 'on', 'or', 'so', 'that', 'the', 'this', 'to', 'use', 'using', 'what', 'when', 'where',
  'which', 'why', 'with', 'you', 'your', 'we', 'me',
  // Chinese question words, as the character pairs they are cut into.
  '怎么', '怎样', '如何', '什么', '为什', '哪里', '哪些', '一个', '可以', '这个', '那个', '我们', '的',
]);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * A light English stemmer: plurals and the -ing / -ed / -ation forms, with a
 * final `e` dropped so `configure`, `configured`, `configuring` and
 * `configuration` meet. Names with dots, digits or capitals inside are left
 * as they are by the caller.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|ch|sh|z|as|us|is)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is|as|os)$/.test(w)) w = w.slice(0, -1);

  const hasVowel = (text: string) => /[aeiouy]/.test(text);
  let suffixed = true;
  // migrate, migrated, migrating, migration → migr; configure, configuration → configur.
  if (w.endsWith('ification')) w = `${w.slice(0, -'ification'.length)}ify`;
  else if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -'ation'.length);
  else if (w.endsWith('ied') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (/at(?:ing|ed)$/.test(w) && w.length > 7) w = w.replace(/at(?:ing|ed)$/, '');
  else if (w.endsWith('ing') && w.length > 5 && hasVowel(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed') && hasVowel(w.slice(0, -2))) w = w.slice(0, -2);
  else if (w.endsWith('ate') && w.length > 5) w = w.slice(0, -3);
  else suffixed = false;

  // splitt(ing) → split, runn(ing) → run; but add(ed), install(ed), process(ing) keep theirs.
  if (suffixed && w.length >= 4 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

export interface Token {
  /** The term looked up in the index. */
  term: string;
  /** For a part of a compound name (`define` in `source.define`), the whole name's term. */
  whole?: string;
  /** Where the word sits in the original text (for highlighting). */
  start: number;
  length: number;
}

/** A CJK run as overlapping character pairs (a single character alone). */
export function cjkPairs(run: string, offset: number): Token[] {
  const chars = [...run];
  if (chars.length === 1) return [{ term: run, start: offset, length: run.length }];
  const tokens: Token[] = [];
  let position = offset;
  for (let i = 0; i < chars.length - 1; i++) {
    const pair = chars[i] + chars[i + 1];
    tokens.push({ term: pair, start: position, length: pair.length });
    position += chars[i].length;
  }
  return tokens;
}

/** Splits `filenameHash` into filename, Hash and `HTMLPlugin` into HTML, Plugin; other words stay whole. */
export function camelParts(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
}

/**
 * Every token of a text, in order. A compound latin name gives several terms
 * at the same place: the whole name first, then its parts.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const folded = text.normalize('NFKC');
  // Latin words, with Chinese runs blanked so they do not join latin words.
  for (const match of folded.replace(CJK_RUN, (run) => ' '.repeat(run.length)).matchAll(LATIN_WORD)) {
    const word = match[0];
    const separated = word.split(/([.\-/'])/);
    const pieces: Array<{ text: string; at: number }> = [];
    let at = match.index;
    for (const piece of separated) {
      if (piece && !/^[.\-/']$/.test(piece)) {
        for (const part of camelParts(piece)) {
          pieces.push({ text: part, at });
          at += part.length;
        }
      } else at += piece.length;
    }
    if (pieces.length === 1) {
      tokens.push({ term: stem(word.toLowerCase()), start: match.index, length: word.length });
      continue;
    }
    const whole = word.toLowerCase();
    tokens.push({ term: whole, start: match.index, length: word.length });
    // Each dotted part whole too (`distPath` in `output.distPath`), then the words.
    if (/[.\-/']/.test(word)) {
      let partAt = match.index;
      for (const piece of separated) {
        if (piece && !/^[.\-/']$/.test(piece) && camelParts(piece).length > 1) {
          tokens.push({ term: piece.toLowerCase(), whole, start: partAt, length: piece.length });
        }
        partAt += piece.length;
      }
    }
    for (const piece of pieces) tokens.push({ term: stem(piece.text.toLowerCase()), whole, start: piece.at, length: piece.text.length });
  }
  for (const match of folded.matchAll(CJK_RUN)) tokens.push(...cjkPairs(match[0], match.index));
  return tokens.sort((a, b) => a.start - b.start || b.length - a.length);
}

/** The distinct, meaningful terms of a query. */
export function queryTerms(query: string): string[] {
  return queryTokens(query).map((token) => token.term);
}

/** The distinct, meaningful terms of a query, with the compound name each part belongs to. */
export function queryTokens(query: string): Array<{ term: string; whole?: string }> {
  const seen = new Map<string, { term: string; whole?: string }>();
  for (const token of tokenize(query)) {
    if (isStopWord(token.term) || seen.has(token.term)) continue;
    seen.set(token.term, { term: token.term, whole: token.whole });
  }
  return [...seen.values()];
}

/**
 * Which shard holds a term's postings: by its first two characters (the
 * first one for Chinese), so the terms that start with a typed prefix sit
 * together.
 */
export function shardOf(term: string, shards: number): number {
  const key = [...term].slice(0, isCjk(term) ? 1 : 2).join('');
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % shards;
}

/** Display width of a text in snippet units: a multi-byte character weighs 3, others 1. */
export function snippetWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x7f ? 3 : 1;
  return width;
}
