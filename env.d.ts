declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
/** The real FlexSearch bundle, behind theme/shims/flexsearch.ts (alias in rspress.config.ts). */
declare module 'flexsearch-real';
