declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** The real FlexSearch bundle, behind theme/shims/flexsearch.ts (alias in rspress.config.ts). */
declare module 'flexsearch-real';
/** Release posts read from their frontmatter at build time (plugins/release-posts.ts). */
declare module 'virtual-release-posts' {
  const posts: import('./site/releases').ReleasePostsByLang;
  export default posts;
}
