import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const themeScript = "{;document.documentElement.classList.toggle('dark', false)}";
export const hideScript = '(function(){try{document.documentElement.dataset.x="1"}catch(e){}})()';

const page = (body: string, scripts = [themeScript, hideScript]) =>
  `<!doctype html><html><head>${scripts.map((s) => `<script>${s}</script>`).join('\n')}` +
  `<script defer src="/static/js/index.0123abcd89.js"></script></head><body>${body}</body></html>`;

/** A small built site shaped like doc_build/: pages in two languages, 404s, hashed assets, feeds. */
export function makeSite(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'serving-site-'));
  const files: Record<string, string> = {
    'index.html': page('home'),
    'index.md': '# Home',
    '404.html': page('not found'),
    'zh/404.html': page('未找到'),
    'zh/index.html': page('首页'),
    'guide/start/index.html': page('intro'),
    'guide/start/quick-start.html': page('quick start', [themeScript]),
    'zh/guide/start/quick-start.html': page('快速上手'),
    'static/js/index.0123abcd89.js': 'console.log(1)',
    'static/css/styles.0123abcd89.css': 'body{}',
    'static/search/en/0123456789/p1.json': '{}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'rss/releases-en.rss': '<rss version="2.0"></rss>',
    'rss/releases-en.atom': '<feed xmlns="http://www.w3.org/2005/Atom"></feed>',
    'llms.txt': 'index',
    ...extra,
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), body);
  }
  return root;
}
