import { statSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin, SocialLink, UserConfig } from '@rspress/core';
import { register } from 'tsx/esm/api';
import type { ConfigData } from '../site/config-data';
import type { SocialAccount } from '../site/social';

/**
 * Rspress's modules built from its config (2.0.22, runtimeModule/): the site data, the UI strings, the
 * social links and the global components with their props (the client redirects).
 */
const CONFIG_MODULES = /[\\/]\.rspress[\\/]runtime[\\/]virtual-(?:site-data|i18n-text|social-links|global-components)\.js$/;

/** The dev server's copy of the config's site data, kept in step with the files it comes from. */
export interface DevSiteDataOptions {
  /** site/config-data.ts: exports `configData(docsRoot)`. */
  dataModule: string;
  /** Its arguments. */
  docsRoot: string;
  /** The files its value depends on (plugins/dev-watch.ts, `devDataFiles().hot`). */
  files: string[];
  /** The value the config was made from: its redirect array is refilled in place (the redirects plugin holds it). */
  data: ConfigData;
  /** How the config turns a social account into Rspress's link (site/social.ts). */
  socialLink: (account: SocialAccount) => SocialLink;
}

/** The files' modification times, as one string. */
const stamp = (files: string[]) => files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join();

let loads = 0;
/** `dataModule` and what it imports, evaluated afresh (a tsx namespace of its own, dropped after). */
async function freshData(options: DevSiteDataOptions): Promise<ConfigData> {
  const scope = register({ namespace: `dev-site-data-${++loads}` });
  try {
    const module = (await scope.import(options.dataModule, import.meta.url)) as typeof import('../site/config-data');
    return module.configData(options.docsRoot);
  } finally {
    await scope.unregister();
  }
}

/**
 * Puts fresh site data into the config Rspress builds its modules from (the object, not a copy), and the
 * redirects into `current.redirects`, the array the redirects plugin reads. (The banner needs nothing:
 * the theme reads site/banner.ts itself, and the dev HTML with its head script is written once.)
 */
export function applyConfigData(config: UserConfig, current: ConfigData, data: ConfigData, socialLink: (account: SocialAccount) => SocialLink): void {
  config.i18nSource = data.i18nSource;
  config.themeConfig ??= {};
  config.themeConfig.editLink = { ...config.themeConfig.editLink, ...data.editLink };
  config.themeConfig.socialLinks = data.social.map(socialLink);
  current.redirects.splice(0, current.redirects.length, ...data.redirects);
  const locales = config.themeConfig.locales ?? [];
  for (const fresh of data.locales) {
    const locale = locales.find((item) => item.lang === fresh.lang);
    if (locale) Object.assign(locale, fresh);
    else locales.push(fresh);
  }
  config.themeConfig.locales = locales;
}

/**
 * Dev only: an edit to a file of the UI strings, nav, sidebars, links, redirects or banner (site/i18n.ts,
 * nav.ts, sidebar.ts, links.ts, redirects.ts, banner.ts...) reaches the open page without a restart of
 * the server. Rspress reads its config once and writes the site data, UI strings, social links and
 * global components as modules of their own (`virtual-site-data` and the others, CONFIG_MODULES);
 * in dev it writes them again each time they are built. This makes those files dependencies of the
 * modules, so an edit rebuilds them, and before Rspress writes them, evaluates site/config-data.ts
 * afresh and puts its values into the config object Rspress reads. The page then updates as for any
 * module the bundle holds.
 */
export function pluginDevSiteData(options: DevSiteDataOptions): RspressPlugin {
  let config: UserConfig | undefined;
  let built = stamp(options.files);
  let refreshing: Promise<void> | undefined;
  /** Brings the config up to date with the files; one evaluation per change, shared by the modules built for it. */
  const refresh = (): Promise<void> => {
    const now = stamp(options.files);
    if (now !== built) {
      built = now;
      refreshing = freshData(options).then(
        (data) => {
          if (config) applyConfigData(config, options.data, data, options.socialLink);
        },
        (error: unknown) => {
          // The page keeps what it showed; the next save tries again.
          built = '';
          console.error(`[dev-site-data] could not read ${options.dataModule} again; the page keeps the previous site data:\n`, error);
        },
      );
    }
    return refreshing ?? Promise.resolve();
  };
  const builderPlugin: RsbuildPlugin = {
    name: 'rsbuild-docs:dev-site-data',
    // Set up after Rspress's own plugins: this transform runs before the one that writes the modules' code.
    enforce: 'post',
    setup(api) {
      // tsx's first evaluation takes ~0.2 s (its loader starting): done once the first page is built, not on the first edit.
      let warmed = false;
      api.onAfterDevCompile(() => {
        if (warmed) return;
        warmed = true;
        freshData(options).catch(() => undefined);
      });
      api.transform({ test: CONFIG_MODULES }, async ({ code, addDependency }) => {
        for (const file of options.files) addDependency(file);
        await refresh();
        return code;
      });
    },
  };
  return {
    name: 'site-dev-site-data',
    builderConfig: { plugins: [builderPlugin] },
    beforeBuild(finalConfig) {
      config = finalConfig;
    },
  };
}
