/**
 * The files of the site's search index, per language, under
 * `static/search/<lang>/<hash>/` (the hash covers every file of the folder, so
 * they can be cached for good):
 *
 * - `meta.json`  what the first query needs: each page's route, title, headings
 *                and length, and the number of term shards;
 * - `t<n>.json`  postings of the body terms whose shard is n (see shardOf): the
 *                pages a term is in and how often;
 * - `p<id>.json` the text of page `id`, one string per section, for snippets.
 *
 * Section 0 is the text before the first heading; section i (i > 0) follows
 * heading i - 1.
 */

/** [anchor id, heading text, depth] */
export type MetaHeading = [string, string, number];

/**
 * [route path, title, headings, length of the body in terms, where the page
 * sits in the sidebar ("Guide Migration"), its summary (the meta description),
 * its weight (1, or less for pages about old versions such as release posts)]
 */
export type MetaPage = [string, string, MetaHeading[], number, string, string, number];

export interface SearchMeta {
  version: 3;
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
