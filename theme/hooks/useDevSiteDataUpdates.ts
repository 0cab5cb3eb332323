import { useEffect, useState } from 'react';
import { SITE_DATA_UPDATED } from './siteDataEvent';

/**
 * Dev only: renders the layout again when a hot update has refilled the site data, the UI strings
 * or the social links in place (plugins/lazy-sidebars.ts, plugins/dev-site-data.ts), so an edit to
 * site/i18n.ts or site/sidebar.ts shows without a reload. A production build drops it.
 */
export const useDevSiteDataUpdates: () => void =
  process.env.NODE_ENV === 'production'
    ? () => {}
    : function useDevSiteDataUpdates() {
        const [, setUpdates] = useState(0);
        useEffect(() => {
          const update = () => setUpdates((count) => count + 1);
          window.addEventListener(SITE_DATA_UPDATED, update);
          return () => window.removeEventListener(SITE_DATA_UPDATED, update);
        }, []);
      };
