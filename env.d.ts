declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** Release posts read from their frontmatter at build time (plugins/release-posts.ts). */
declare module 'virtual-release-posts' {
  const posts: import('./site/releases').ReleasePostsByLang;
  export default posts;
}
/** Rspress's site data; in the browser build without the sidebars, which loadSidebar brings in (plugins/lazy-sidebars.ts). */
declare module 'virtual-site-data' {
  export function loadSidebar(lang: string): Promise<void>;
}
/** The real progress bar, loaded by theme/shims/nprogress.ts. */
declare module 'nprogress/nprogress.js';
