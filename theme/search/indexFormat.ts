/**
 * The files of the site's search index, per language, under
 * `static/search/<lang>/<hash>/` (the hash covers every file of the folder, so
 * they can be cached for good):
 *
 * - `meta.json`  what the first query needs: each page's route, title, headings,
 *                concept words and length, and the number of term shards;
 * - `t<n>.json`  postings of the body terms whose shard is n (see shardOf): the
 *                pages a term is in and how often;
 * - `p<id>.json` the text of page `id`, one string per section, for snippets.
 *
 * Section 0 is the text before the first heading; section i (i > 0) follows
 * heading i - 1.
 */

/**
 * [anchor id, heading text, depth]. The id is 0 when it is headingSlug(text),
 * as it is for nearly every heading: that halves what headings weigh in meta.json.
 */
export type MetaHeading = [string | 0, string, number];

/** The usual anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** A heading as meta.json stores it. */
export const packHeading = (id: string, text: string, depth: number): MetaHeading => [id === headingSlug(text) ? 0 : id, text, depth];

/** A heading's anchor id from meta.json. */
export const headingId = ([id, text]: MetaHeading): string => (id === 0 ? headingSlug(text) : id);

/**
 * [route path, title, headings, length of the body in terms, where the page
 * sits in the sidebar ("Guide Migration"), its summary (the meta description),
 * its weight (1, or less for pages about old versions such as release posts),
 * its concept words (the page's `search_keywords` frontmatter: the words readers
 * type for its topic, searched like the title and never shown)]
 */
export type MetaPage = [string, string, MetaHeading[], number, string, string, number, string[]];

export interface SearchMeta {
  version: 5;
  lang: string;
  shards: number;
  pages: MetaPage[];
  /** Average body length in terms (BM25). */
  averageLength: number;
}

/** term → flat list of [page id, term frequency] pairs. */
export type TermShard = Record<string, number[]>;

/** One string per section. */
export type PageText = string[];

/** Where each language's index folder is, relative to the site root; given to the client in site data. */
export type SearchManifest = Record<string, string>;

export const META_FILE = 'meta.json';
export const shardFile = (shard: number): string => `t${shard}.json`;
export const pageTextFile = (page: number): string => `p${page}.json`;
