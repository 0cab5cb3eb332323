/** The event a hot update of the site data sends in dev (plugins/lazy-sidebars.ts); useDevSiteDataUpdates renders the layout again. */
export const SITE_DATA_UPDATED = 'rsbuild-docs:site-data-updated';
