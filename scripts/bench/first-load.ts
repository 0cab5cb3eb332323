/** Pure first-load accounting: which responses count, and their summed raw and gzip sizes. */
import { gzipSync } from 'node:zlib';
import type { AssetTotals, Sizes } from './types';

/** gzip level used for every gzip figure (node:zlib, best compression). */
export const GZIP_LEVEL = 9;

export type AssetKind = 'js' | 'css';

/** A response seen by the browser while the page loaded. */
export interface SeenResponse {
  url: string;
  status: number;
}

/** Raw and gzip (level 9) size of some bytes. */
export function sizesOf(bytes: Buffer): Sizes {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
}

/**
 * The kind of asset a response is, or null when it does not count: only successful
 * same-origin .js/.css responses count, and never the search index (loaded lazily on search).
 */
export function firstLoadKind(response: SeenResponse, origin: string): AssetKind | null {
  if (response.status < 200 || response.status > 299) return null;
  const url = new URL(response.url);
  if (url.origin !== origin || url.pathname.includes('search_index')) return null;
  if (url.pathname.endsWith('.js')) return 'js';
  if (url.pathname.endsWith('.css')) return 'css';
  return null;
}

/** Sums the JS and CSS of a page load, each file once; sizes come from `read(pathname)` (the built file). */
export function firstLoadTotals(
  responses: SeenResponse[],
  origin: string,
  read: (pathname: string) => Buffer,
): Record<AssetKind, AssetTotals> {
  const totals: Record<AssetKind, AssetTotals> = {
    js: { files: 0, raw: 0, gzip: 0 },
    css: { files: 0, raw: 0, gzip: 0 },
  };
  const seen = new Set<string>();
  for (const response of responses) {
    const kind = firstLoadKind(response, origin);
    const pathname = decodeURIComponent(new URL(response.url).pathname);
    if (!kind || seen.has(pathname)) continue;
    seen.add(pathname);
    const { raw, gzip } = sizesOf(read(pathname));
    totals[kind].files += 1;
    totals[kind].raw += raw;
    totals[kind].gzip += gzip;
  }
  return totals;
}
