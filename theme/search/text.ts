/**
 * Text → search terms, shared by the index builder (Node, at build time) and
 * the search panel (browser), so both cut text the same way.
 *
 * - Latin text: words of letters, digits, `_` and `$`; dotted and hyphenated
 *   names (`source.define`, `dev-server`) give the whole name and its parts.
 *   English words are reduced to a stem (`aliases` → `alias`,
 *   `splitting` → `split`), names with dots are not.
 * - Chinese text: words. The index cuts Chinese with `Intl.Segmenter`; a
 *   query is cut against the index's own vocabulary (longest match first), so
 *   a browser whose segmenter knows other words still meets the index's words.
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
  '的', '了', '吗', '呢', '吧', '是', '在', '和', '与', '及', '或', '把', '被', '将', '对', '让', '给', '我', '你', '我们',
  '怎么', '怎样', '如何', '什么', '为什么', '哪里', '哪些', '一个', '可以', '能', '要', '想', '这个', '那个', '时', '中',
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
  if (w.endsWith('ification')) w = `${w.slice(0, -'ification'.length)}ify`;
  else if (w.endsWith('ation') && w.length > 7) w = w.slice(0, -'ation'.length);
  else if (w.endsWith('ied') && w.length > 5) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5 && hasVowel(w.slice(0, -3))) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4 && !w.endsWith('eed') && hasVowel(w.slice(0, -2))) w = w.slice(0, -2);
  else suffixed = false;

  // splitt(ing) → split, runn(ing) → run; but add(ed), install(ed), process(ing) keep theirs.
  if (suffixed && w.length >= 4 && /([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

export interface Token {
  /** The term looked up in the index. */
  term: string;
  /** Where the word sits in the original text (for highlighting). */
  start: number;
  length: number;
}

/**
 * Chinese words from a segmenter, with runs of one-character pieces joined
 * back: a dictionary that lacks a word (构建, 模块) splits it into characters,
 * and joining them keeps the word searchable as a word.
 */
export function joinSingleCharacters(pieces: Array<{ segment: string; index: number }>): Array<{ segment: string; index: number }> {
  const out: Array<{ segment: string; index: number }> = [];
  let run: { segment: string; index: number } | undefined;
  const flush = () => {
    if (run) out.push(run);
    run = undefined;
  };
  for (const piece of pieces) {
    const single = [...piece.segment].length === 1 && isCjk(piece.segment) && !isStopWord(piece.segment);
    if (single && run && run.index + run.segment.length === piece.index) run = { segment: run.segment + piece.segment, index: run.index };
    else {
      flush();
      if (single) run = { ...piece };
      else out.push(piece);
    }
  }
  flush();
  return out;
}

let segmenter: Intl.Segmenter | undefined;

/** Chinese words of a CJK run, by the platform's segmenter (build time). */
export function segmentCjk(run: string, offset: number): Token[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const pieces = [...segmenter.segment(run)].filter((piece) => piece.isWordLike).map(({ segment, index }) => ({ segment, index }));
  return joinSingleCharacters(pieces).map(({ segment, index }) => ({ term: segment, start: offset + index, length: segment.length }));
}

/** Chinese words of a CJK run, longest match first against a vocabulary (query time). */
export function matchCjk(run: string, offset: number, vocabulary: ReadonlySet<string>, longest: number): Token[] {
  const tokens: Token[] = [];
  const chars = [...run];
  let at = 0;
  let position = offset;
  while (at < chars.length) {
    let size = Math.min(longest, chars.length - at);
    while (size > 1 && !vocabulary.has(chars.slice(at, at + size).join(''))) size--;
    const word = chars.slice(at, at + size).join('');
    tokens.push({ term: word, start: position, length: word.length });
    position += word.length;
    at += size;
  }
  return tokens;
}

export type CjkCutter = (run: string, offset: number) => Token[];

/**
 * Every token of a text, in order. Latin words may give several terms at the
 * same position (a compound name and its parts).
 */
export function tokenize(text: string, cutCjk: CjkCutter = segmentCjk): Token[] {
  const tokens: Token[] = [];
  const lower = normalize(text);
  // Latin words, with Chinese runs blanked so they do not join latin words.
  for (const match of lower.replace(CJK_RUN, (run) => ' '.repeat(run.length)).matchAll(LATIN_WORD)) {
    const word = match[0];
    if (!/[.\-/']/.test(word)) {
      tokens.push({ term: stem(word), start: match.index, length: word.length });
      continue;
    }
    // A compound name: the whole name, then each part at its own place.
    tokens.push({ term: word, start: match.index, length: word.length });
    for (const part of word.matchAll(/[^.\-/']+/g)) {
      tokens.push({ term: stem(part[0]), start: match.index + part.index, length: part[0].length });
    }
  }
  for (const match of lower.matchAll(CJK_RUN)) tokens.push(...cutCjk(match[0], match.index));
  return tokens.sort((a, b) => a.start - b.start || b.length - a.length);
}

/** The distinct, meaningful terms of a query. */
export function queryTerms(query: string, cutCjk?: CjkCutter): string[] {
  const terms = tokenize(query, cutCjk)
    .map((token) => token.term)
    .filter((term) => !isStopWord(term));
  return [...new Set(terms)];
}

/**
 * Which shard holds a term's postings: by its first two characters, so the
 * terms that start with a typed prefix sit together.
 */
export function shardOf(term: string, shards: number): number {
  const key = [...term].slice(0, 2).join('');
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
