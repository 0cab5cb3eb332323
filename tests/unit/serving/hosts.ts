/**
 * Small readers of the three generated configurations, each answering the same
 * question the way its host would: for a request path (and whether a file
 * exists there), what status, headers, redirect target or 404 page comes back.
 * They understand the subset of each format the generator writes.
 */
import type { VercelConfig } from '../../../scripts/serving/vercel';

export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  location?: string;
  /** URL path of the page sent with a 404. */
  notFoundPage?: string;
}

export interface Request {
  path: string;
  /** Whether the build has a file for this path (after clean URLs and folder indexes). */
  exists: boolean;
}

type Header = { name: string; value: string; always: boolean };
interface NginxLocation {
  modifier: '=' | '^~' | '';
  path: string;
  headers: Header[];
  errorPage?: string;
  redirect?: { status: number; to: string };
}

/** Reads the generated nginx site rules. */
export function readNginx(conf: string) {
  const server: { headers: Header[]; errorPage?: string } = { headers: [] };
  const locations: NginxLocation[] = [];
  let current: NginxLocation | null = null;
  const header = (line: string): Header | null => {
    const match = /^add_header (\S+) "([^"]*)"( always)?;$/.exec(line);
    return match ? { name: (match[1] ?? '').toLowerCase(), value: match[2] ?? '', always: Boolean(match[3]) } : null;
  };
  for (const raw of conf.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const oneLine = /^location (=|\^~)? ?(\S+) \{ return (\d{3})(?: (\S+?))?(?:\$is_args\$args)?; \}$/.exec(line);
    if (oneLine) {
      const status = Number(oneLine[3]);
      locations.push({
        modifier: (oneLine[1] ?? '') as NginxLocation['modifier'],
        path: oneLine[2] ?? '',
        headers: [],
        redirect: { status, to: oneLine[4] ?? '' },
      });
      continue;
    }
    const open = /^location (=|\^~)? ?(\S+) \{$/.exec(line);
    if (open) {
      current = { modifier: (open[1] ?? '') as NginxLocation['modifier'], path: open[2] ?? '', headers: [] };
      continue;
    }
    if (line === '}') {
      if (current) locations.push(current);
      current = null;
      continue;
    }
    const target = current ?? server;
    const h = header(line);
    if (h) target.headers.push(h);
    const errorPage = /^error_page 404 (\S+);$/.exec(line);
    if (errorPage) target.errorPage = errorPage[1];
  }

  const locate = (path: string): NginxLocation | undefined => {
    const exact = locations.find((l) => l.modifier === '=' && l.path === path);
    if (exact) return exact;
    return locations
      .filter((l) => l.modifier !== '=' && path.startsWith(l.path))
      .sort((a, b) => b.path.length - a.path.length)[0];
  };
  const headersOf = (location: NginxLocation | undefined, status: number) => {
    // nginx: a location with add_header lines of its own drops the server's.
    const lines = location && location.headers.length > 0 ? location.headers : server.headers;
    const sent = lines.filter((h) => h.always || status < 400);
    return Object.fromEntries(sent.map((h) => [h.name, h.value]));
  };

  return {
    server,
    locations,
    answer({ path, exists }: Request): Answer {
      const location = locate(path);
      if (location?.redirect && location.redirect.status !== 404) {
        return { status: location.redirect.status, headers: headersOf(location, location.redirect.status), location: location.redirect.to };
      }
      if (exists && !location?.redirect) return { status: 200, headers: headersOf(location, 200) };
      // error_page: an internal redirect to the 404 page, answered by that page's location.
      const notFoundPage = location?.errorPage ?? server.errorPage ?? '';
      return { status: 404, headers: headersOf(locate(notFoundPage), 404), notFoundPage };
    },
  };
}

/** Netlify path patterns: a trailing * matches the rest of the path. */
const netlifyMatches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** Reads Netlify's _headers and _redirects. */
export function readNetlify(headersFile: string, redirectsFile: string) {
  const headerRules: { path: string; headers: [string, string][] }[] = [];
  for (const line of headersFile.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) headerRules.push({ path: line.trim(), headers: [] });
    else {
      const match = /^\s+([^:]+):\s(.*)$/.exec(line);
      if (!match) throw new Error(`Bad _headers line: ${line}`);
      headerRules.at(-1)?.headers.push([(match[1] ?? '').toLowerCase(), match[2] ?? '']);
    }
  }
  const redirectRules = redirectsFile
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', code = ''] = line.trim().split(/\s+/);
      return { from, to, status: Number(code.replace('!', '')), force: code.endsWith('!') };
    });

  // Netlify applies every matching rule and joins the values of a header set twice.
  const headersOf = (path: string) => {
    const headers: Record<string, string> = {};
    for (const rule of headerRules.filter((r) => netlifyMatches(r.path, path))) {
      for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
    return headers;
  };

  return {
    headerRules,
    redirectRules,
    answer({ path, exists }: Request): Answer {
      // A rule without "!" applies only where no file exists (shadowing).
      const rule = redirectRules.find((r) => netlifyMatches(r.from, path) && (r.force || !exists));
      if (!rule) return { status: 200, headers: headersOf(path) };
      if (rule.status === 404) return { status: 404, headers: headersOf(path), notFoundPage: rule.to };
      return { status: rule.status, headers: headersOf(path), location: rule.to };
    },
  };
}

/** Reads vercel.json. Sources are path-to-regexp patterns; ours use only literals and regex groups. */
export function readVercel(config: VercelConfig) {
  const pattern = (source: string) => {
    if (/:[a-z]/i.test(source)) throw new Error(`Named parameters are not read here: ${source}`);
    return new RegExp(`^${source}$`);
  };
  return {
    config,
    answer({ path, exists }: Request): Answer {
      const redirect = config.redirects.find((r) => r.source === path);
      // Later header rules win over earlier ones for the same name.
      const headers: Record<string, string> = {};
      for (const rule of config.headers.filter((r) => pattern(r.source).test(path))) {
        for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
      }
      if (redirect) return { status: redirect.statusCode, headers, location: redirect.destination };
      if (exists) return { status: 200, headers };
      // Vercel answers every unknown path with the root 404.html.
      return { status: 404, headers, notFoundPage: '/404.html' };
    },
  };
}
