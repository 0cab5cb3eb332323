import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServingRules } from './rules';

const templateDir = path.resolve(import.meta.dirname, '../../deploy/nginx');

/** The committed templates: the site rules and a whole configuration for local runs. */
export function readNginxTemplates(): { site: string; main: string } {
  return {
    site: readFileSync(path.join(templateDir, 'site.conf.template'), 'utf8'),
    main: readFileSync(path.join(templateDir, 'nginx.conf.template'), 'utf8'),
  };
}

/** Replaces every @@NAME@@ of a template; a missing value or a placeholder left over throws. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const unused = new Set(Object.keys(values));
  const filled = template.replace(/@@([A-Z0-9_]+)@@/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${whole} in the nginx template`);
    unused.delete(name);
    return value;
  });
  if (unused.size > 0) throw new Error(`The nginx template has no place for: ${[...unused].join(', ')}`);
  return filled;
}

/** A value inside double quotes in nginx: no quote, backslash, `$` (a variable) or line break. */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`Cannot be written into an nginx string: ${value}`);
  return `"${value}"`;
}

/** A bare nginx word: a URL path or address without spaces, quotes, `;`, braces or `$`. */
function word(value: string): string {
  if (!/^[^\s"'`;{}$\\]+$/.test(value)) throw new Error(`Cannot be written as an nginx word: ${value}`);
  return value;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${word(name)} ${quoted(value)} always;`)
    .join('\n');
}

/** The site rules: deploy/nginx/site.conf.template filled from the serving rules. */
export function renderNginxSite(rules: ServingRules, template: string): string {
  const headers = headerLines(rules.headers);
  const pageLocation = (prefix: string, page: string) =>
    [
      `location ${word(prefix)} {`,
      `    error_page 404 ${word(page)};`,
      indent(headers, 4),
      `    add_header Cache-Control ${quoted(rules.cache.revalidate)} always;`,
      '    try_files $uri $uri.html $uri/index.html =404;',
      '}',
    ].join('\n');
  const rootNotFound = rules.notFound.find((rule) => rule.prefix === '/');
  if (!rootNotFound) throw new Error('The serving rules have no 404 page for "/"');
  return fillTemplate(template, {
    // text/html is in charset_types already; nginx warns if it is listed again.
    UTF8_TYPES: rules.utf8Types.filter((type) => type !== 'text/html').map(word).join(' '),
    TYPES: Object.entries(rules.contentTypes)
      .map(([ext, type]) => `    ${word(type)} ${word(ext)};`)
      .join('\n'),
    GZIP_TYPES: rules.compressedTypes.filter((type) => type !== 'text/html').map(word).join(' '),
    ROOT_NOT_FOUND: word(rootNotFound.page),
    HEADERS: headers,
    REDIRECTS: rules.redirects
      .map((r) => `location = ${word(r.from)} { return ${r.status} ${word(r.to)}$is_args$args; }`)
      .join('\n'),
    HIDDEN: rules.hiddenPaths.map((p) => `location = ${word(p)} { return 404; }`).join('\n'),
    HASHED_PREFIX: word(rules.cache.hashedPrefix),
    LOCATION_HEADERS: indent(headers, 4),
    HASHED_CACHE: quoted(rules.cache.hashed).slice(1, -1),
    PAGE_LOCATIONS: rules.notFound.map((rule) => pageLocation(rule.prefix, rule.page)).join('\n\n'),
  });
}

export interface NginxMainOptions {
  /** Folder for the pid file, logs and temp files; also nginx's prefix. */
  runtimeDir: string;
  /** The built site to serve. */
  root: string;
  /** The rendered site rules to include. */
  siteRules: string;
  /** host:port to listen on. */
  listen: string;
  workers: number | 'auto';
  /** Worker user when nginx starts as root (workers must read the site). */
  user?: string;
}

/** The whole configuration for a local run: deploy/nginx/nginx.conf.template filled in. */
export function renderNginxMain(options: NginxMainOptions, template: string): string {
  if (options.workers !== 'auto' && !(Number.isInteger(options.workers) && options.workers > 0)) {
    throw new Error(`worker_processes must be a positive integer or "auto": ${options.workers}`);
  }
  const unquoted = (value: string) => quoted(value).slice(1, -1);
  return fillTemplate(template, {
    USER: options.user ? `user ${word(options.user)};` : '# (no user directive: nginx does not start as root)',
    WORKERS: String(options.workers),
    RUNTIME: unquoted(options.runtimeDir),
    ROOT: unquoted(options.root),
    SITE_RULES: unquoted(options.siteRules),
    LISTEN: word(options.listen),
  });
}
