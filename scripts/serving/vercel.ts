import type { ServingRules } from './rules';

export interface VercelHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  headers: VercelHeaderRule[];
  redirects: { source: string; destination: string; statusCode: 301 | 302 }[];
}

/** A path Vercel reads literally: no characters with a meaning in its path patterns. */
function plainPath(path: string): string {
  if (!/^\/[A-Za-z0-9/._~-]*$/.test(path)) throw new Error(`Not a plain path for vercel.json: ${path}`);
  return path;
}

/**
 * vercel.json for a deployment of the built folder (`vercel deploy doc_build`).
 * - cleanUrls: /a/b serves a/b.html (and /a/b.html redirects to /a/b).
 * - trailingSlash is left unset on purpose: the site links folders with a slash
 *   (/guide/start/) and pages without (/guide/start/quick-start); unset, Vercel
 *   serves both forms without a redirect, as nginx and Netlify do.
 * - 404s: Vercel answers every unknown path with the root 404.html and status 404;
 *   vercel.json has no per-folder 404 page with a 404 status (a rewrite answers 200).
 * - Headers: every rule that matches applies and a later one wins, so the two
 *   cache rules are kept apart with a negative lookahead.
 */
export function renderVercelConfig(rules: ServingRules): VercelConfig {
  const prefix = rules.cache.hashedPrefix;
  if (!/^\/[^/]+\/$/.test(prefix)) throw new Error(`The hashed prefix must be one folder at the root: ${prefix}`);
  const inner = plainPath(prefix).slice(1);
  const header = (key: string, value: string) => {
    if (!/^[A-Za-z0-9-]+$/.test(key) || /[\r\n]/.test(value)) throw new Error(`Bad header ${key}: ${value}`);
    return { key, value };
  };
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    cleanUrls: true,
    headers: [
      { source: '/(.*)', headers: Object.entries(rules.headers).map(([key, value]) => header(key, value)) },
      { source: `/${inner}(.*)`, headers: [header('Cache-Control', rules.cache.hashed)] },
      { source: `/((?!${inner}).*)`, headers: [header('Cache-Control', rules.cache.revalidate)] },
    ],
    redirects: rules.redirects.map((r) => ({
      source: plainPath(r.from),
      destination: /^https?:\/\//.test(r.to) ? r.to : plainPath(r.to),
      statusCode: r.status,
    })),
  };
}

export function renderVercelJson(rules: ServingRules): string {
  return `${JSON.stringify(renderVercelConfig(rules), null, 2)}\n`;
}
