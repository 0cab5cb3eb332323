import {
  type ServerRedirect,
  cachePolicy,
  compressedExtensions,
  contentHashPattern,
  contentSecurityPolicy,
  contentTypes,
  hostFiles,
  notFoundFile,
  securityHeaders,
  utf8Extensions,
} from '../../site/serving';
import { buildCsp } from './csp';
import { type ConcreteRedirect, expandRedirects } from './redirects';

/** What the generator learned from a built site (see site.ts). */
export interface SiteScan {
  /** 'sha256-…' sources of the inline scripts of every HTML file. */
  scriptHashes: string[];
  /** Inline code no hash can allow, as "file: problem". */
  inlineCode: string[];
  /** File extensions present, without the dot ('' for none). */
  extensions: string[];
  /** Files under static/, relative to it. */
  staticFiles: string[];
  /** 404 pages, relative to the site root: '404.html', 'zh/404.html'. */
  notFoundPages: string[];
  /** Names of the files and folders at the site root. */
  topLevel: { files: string[]; dirs: string[] };
}

export interface NotFoundRule {
  /** URL prefix the page answers for, ending with '/'. */
  prefix: string;
  /** URL path of the page. */
  page: string;
}

/** Everything a host needs to serve the site, derived from site/serving.ts and the build. */
export interface ServingRules {
  /** Headers of every response: the security headers and the Content-Security-Policy. */
  headers: Record<string, string>;
  cache: { hashedPrefix: string; hashed: string; revalidate: string };
  redirects: ConcreteRedirect[];
  /** Most specific prefix first; the last one is '/'. */
  notFound: NotFoundRule[];
  /** Extension → content type, for the extensions of the build. */
  contentTypes: Record<string, string>;
  compressedTypes: string[];
  utf8Types: string[];
  /** URL paths of the host configuration files inside the build, which are not served. */
  hiddenPaths: string[];
  /** Root entries of the build, for hosts that match paths by prefix only (Netlify). */
  topLevel: { files: string[]; dirs: string[] };
}

const hostFileNames: string[] = Object.values(hostFiles);

/** Builds the serving rules, or throws with every reason the build cannot be served as specified. */
export function servingRules(scan: SiteScan, redirects: ServerRedirect[]): ServingRules {
  const problems: string[] = [];
  if (scan.inlineCode.length > 0) {
    problems.push(`Inline code that the CSP cannot allow by hash:\n  ${scan.inlineCode.join('\n  ')}`);
  }
  const unknown = scan.extensions.filter((ext) => !(ext in contentTypes));
  if (unknown.length > 0) {
    problems.push(`No content type in site/serving.ts for: ${unknown.map((e) => (e ? `.${e}` : '(no extension)')).join(', ')}`);
  }
  const unhashed = scan.staticFiles.filter((file) => !contentHashPattern.test(file));
  if (unhashed.length > 0) {
    problems.push(
      `Files under ${cachePolicy.hashedPrefix} without a content hash would be cached for a year:\n  ${unhashed.join('\n  ')}`,
    );
  }
  if (!scan.notFoundPages.includes(notFoundFile)) problems.push(`The build has no ${notFoundFile} at its root`);
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const notFound: NotFoundRule[] = scan.notFoundPages
    .filter((page) => page !== notFoundFile)
    .map((page) => ({ prefix: `/${page.slice(0, -notFoundFile.length)}`, page: `/${page}` }))
    .sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
  notFound.push({ prefix: '/', page: `/${notFoundFile}` });

  const typeOf = (ext: string) => contentTypes[ext] as string;
  const present = scan.extensions.filter((ext) => ext in contentTypes).sort();
  return {
    headers: { 'Content-Security-Policy': buildCsp(contentSecurityPolicy, scan.scriptHashes), ...securityHeaders },
    cache: { ...cachePolicy },
    redirects: expandRedirects(redirects),
    notFound,
    contentTypes: Object.fromEntries(present.map((ext) => [ext, typeOf(ext)])),
    compressedTypes: [...new Set(compressedExtensions.map(typeOf))].sort(),
    utf8Types: [...new Set(utf8Extensions.map(typeOf))].sort(),
    hiddenPaths: hostFileNames.map((name) => `/${name}`),
    topLevel: {
      files: scan.topLevel.files.filter((name) => !hostFileNames.includes(name)).sort(),
      dirs: scan.topLevel.dirs.sort(),
    },
  };
}
