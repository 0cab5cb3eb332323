/**
 * Anchors, checked on the built site: every same-site link with a `#hash`
 * must point to an element with that id on the target page. Rspress checks
 * anchors per source file and cannot see headings that a page includes from
 * an MDX fragment; the built HTML holds them all.
 */
import type { CheckOutcome, Finding } from './types';

/** The route of a built HTML file, as a link to it is written: guide/start/index.html → /guide/start/, config/mode.html → /config/mode. */
export function routeOfHtmlFile(file: string): string {
  const unix = `/${file}`;
  return unix.endsWith('/index.html') ? unix.slice(0, -'index.html'.length) : unix.replace(/\.html$/, '');
}

/** The ids of a page's elements. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeEntities(match[1])));
}

function decodeEntities(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** Same-site links with a hash in a page: [target route, id]. Links into code blocks and to other sites are not links here. */
export function hashLinks(html: string, pageRoute: string): Array<[string, string]> {
  const links: Array<[string, string]> = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*#[^"]+)"/g)) {
    const href = decodeEntities(match[1]);
    if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue;
    const [target, hash] = href.split('#', 2);
    const route = (target === '' ? pageRoute : target).replace(/\.html$/, '');
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // Keep the hash as written; it is reported if no element has it.
    }
    links.push([route, id]);
  }
  return links;
}

export interface BuiltPage {
  /** Path under the build folder, e.g. zh/config/security/sri.html */
  file: string;
  html: string;
}

export function checkAnchors(pages: BuiltPage[], buildDir: string): { findings: Finding[]; links: number } {
  const idsByRoute = new Map(pages.map((page) => [routeOfHtmlFile(page.file), idsOf(page.html)]));
  const findings: Finding[] = [];
  let links = 0;
  for (const page of pages) {
    if (/(^|\/)404\.html$/.test(page.file)) continue;
    const route = routeOfHtmlFile(page.file);
    const seen = new Set<string>();
    for (const [target, id] of hashLinks(page.html, route)) {
      const ids = idsByRoute.get(target) ?? idsByRoute.get(target.endsWith('/') ? target : `${target}/`);
      if (!ids) continue; // A missing page is the dead-link check's business.
      links++;
      if (ids.has(id) || seen.has(`${target}#${id}`)) continue;
      seen.add(`${target}#${id}`);
      findings.push({ file: `${buildDir}/${page.file}`, line: 0, message: `link to ${target}#${id}: no element with id "${id}" there` });
    }
  }
  return { findings, links };
}

export function anchorsOutcome(result: { findings: Finding[]; links: number }, pages: number): CheckOutcome {
  return {
    name: 'Anchors (built HTML)',
    findings: result.findings,
    summary: [`${result.links} same-site links with an anchor checked in ${pages} built pages`],
  };
}
