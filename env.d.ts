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
