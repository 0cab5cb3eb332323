/**
 * Runs after `rspress build` (see the build script in package.json): reads the
 * built site, computes the CSP hashes of its inline scripts and writes the
 * serving rules for each host into it:
 *   _nginx.conf   nginx site rules (deploy/nginx/site.conf.template filled in)
 *   _headers      Netlify headers
 *   _redirects    Netlify redirects and 404 pages
 *   vercel.json   Vercel headers, redirects and clean URLs
 * SITE_DIR (default doc_build) picks another built site.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostFiles, serverRedirects } from '../../site/serving';
import { renderNetlifyHeaders, renderNetlifyRedirects } from './netlify';
import { readNginxTemplates, renderNginxSite } from './nginx';
import { type ServingRules, servingRules } from './rules';
import { scanSite } from './site';
import { renderVercelJson } from './vercel';

/** The serving rules of a built site. */
export function rulesForSite(siteDir: string): ServingRules {
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error(`No built site in ${siteDir}: run "npm run build" first.`);
  return servingRules(scanSite(siteDir), serverRedirects);
}

/** The host files, by file name inside the built site. */
export function renderHostFiles(rules: ServingRules): Record<string, string> {
  return {
    [hostFiles.nginx]: renderNginxSite(rules, readNginxTemplates().site),
    [hostFiles.netlifyHeaders]: renderNetlifyHeaders(rules),
    [hostFiles.netlifyRedirects]: renderNetlifyRedirects(rules),
    [hostFiles.vercel]: renderVercelJson(rules),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(process.env.SITE_DIR ?? 'doc_build');
  try {
    const rules = rulesForSite(siteDir);
    for (const [name, text] of Object.entries(renderHostFiles(rules))) writeFileSync(path.join(siteDir, name), text);
    const hashes = rules.headers['Content-Security-Policy']?.match(/'sha256-/g)?.length ?? 0;
    console.log(
      `Serving rules written to ${path.relative(process.cwd(), siteDir) || '.'}/: ${Object.values(hostFiles).join(', ')} ` +
        `(${hashes} inline-script hashes, ${rules.redirects.length} redirects, 404 pages: ${rules.notFound.map((r) => r.page).join(', ')})`,
    );
  } catch (error) {
    console.error(`serving: ${(error as Error).message}`);
    process.exit(1);
  }
}
