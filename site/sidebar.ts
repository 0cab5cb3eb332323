import type { Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';
import type { I18nEntry, Lang } from './i18n';
import { langPrefix } from './nav';

/**
 * Sidebar sections in reading order. Each page is a path under docs/<lang>/
 * without extension ("index" for a folder's index page). Pages that do not
 * exist yet are left out when the sidebar is built, so the order of a whole
 * section is written once, here.
 */
export interface SidebarSection {
  title: I18nEntry;
  /** Folder the pages live in, e.g. "guide/start". */
  dir: string;
  pages: string[];
}

export interface SidebarTree {
  /** Sidebar key (path prefix without language), e.g. "/guide/". */
  root: string;
  /** Links shown above the groups, paths relative to docs/<lang>/. */
  links?: string[];
  sections: SidebarSection[];
}

const section = (en: string, zh: string, dir: string, pages: string[]): SidebarSection => ({
  title: { en, zh },
  dir,
  pages,
});

export const sidebarTrees: SidebarTree[] = [
  {
    root: '/guide/',
    sections: [
      section('Getting Started', '开始', 'guide/start', ['index', 'quick-start', 'features', 'glossary']),
      section('Framework', '框架', 'guide/framework', ['react', 'vue', 'preact', 'svelte', 'solid']),
      section('Basic', '基础', 'guide/basic', [
        'cli', 'server', 'output-files', 'static-assets', 'html-template', 'json-files',
        'wasm-assets', 'typescript', 'web-workers', 'static-deploy', 'upgrade-rsbuild',
      ]),
      section('Configuration', '配置', 'guide/configuration', ['rsbuild', 'rspack', 'swc']),
      section('Styling', '样式', 'guide/styling', [
        'css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss',
      ]),
      section('Advanced', '进阶', 'guide/advanced', [
        'alias', 'env-vars', 'hmr', 'browserslist', 'browser-compatibility', 'module-federation',
        'environments', 'ssr', 'rem',
      ]),
      section('Optimization', '优化', 'guide/optimization', [
        'build-performance', 'code-splitting', 'optimize-bundle', 'inline-assets',
      ]),
      section('Migration', '迁移', 'guide/migration', [
        'rsbuild-0-x', 'webpack', 'cra', 'vue-cli', 'vite', 'modern-builder',
      ]),
      section('Debug', '调试', 'guide/debug', ['debug-mode', 'build-profiling', 'rsdoctor']),
      section('FAQ', '常见问题', 'guide/faq', ['general', 'features', 'exceptions', 'hmr']),
    ],
  },
  {
    root: '/config/',
    links: ['config/index', 'config/mode', 'config/root', 'config/environments', 'config/plugins'],
    sections: [
      section('dev', 'dev', 'config/dev', [
        'asset-prefix', 'cli-shortcuts', 'client', 'hmr', 'lazy-compilation', 'live-reload',
        'progress-bar', 'setup-middlewares', 'watch-files', 'write-to-disk',
      ]),
      section('resolve', 'resolve', 'config/resolve', ['alias', 'alias-strategy', 'dedupe', 'extensions']),
      section('source', 'source', 'config/source', [
        'assets-include', 'decorators', 'define', 'entry', 'exclude', 'include', 'pre-entry',
        'transform-import', 'tsconfig-path',
      ]),
      section('output', 'output', 'config/output', [
        'asset-prefix', 'charset', 'clean-dist-path', 'copy', 'css-modules', 'data-uri-limit',
        'dist-path', 'emit-assets', 'emit-css', 'externals', 'filename-hash', 'filename',
        'inject-styles', 'inline-scripts', 'inline-styles', 'legal-comments', 'manifest', 'minify',
        'override-browserslist', 'polyfill', 'source-map', 'target',
      ]),
      section('html', 'html', 'config/html', [
        'app-icon', 'crossorigin', 'favicon', 'inject', 'meta', 'mount-id', 'output-structure',
        'script-loading', 'tags', 'template-parameters', 'template', 'title',
      ]),
      section('server', 'server', 'config/server', [
        'base', 'compress', 'cors', 'headers', 'history-api-fallback', 'host', 'html-fallback',
        'https', 'middleware-mode', 'open', 'port', 'print-urls', 'proxy', 'public-dir', 'strict-port',
      ]),
      section('security', 'security', 'config/security', ['nonce', 'sri']),
      section('tools', 'tools', 'config/tools', [
        'bundler-chain', 'css-extract', 'css-loader', 'html-plugin', 'lightningcss-loader',
        'postcss', 'rspack', 'style-loader', 'swc',
      ]),
      section('performance', 'performance', 'config/performance', [
        'build-cache', 'bundle-analyze', 'chunk-split', 'dns-prefetch', 'preconnect', 'prefetch',
        'preload', 'print-file-size', 'profile', 'remove-console', 'remove-moment-locale',
      ]),
      section('moduleFederation', 'moduleFederation', 'config/module-federation', ['options']),
    ],
  },
  {
    root: '/plugins/',
    sections: [
      section('Plugin List', '插件列表', 'plugins/list', [
        'index', 'plugin-react', 'plugin-vue', 'plugin-preact', 'plugin-svelte', 'plugin-solid',
        'plugin-babel', 'plugin-sass', 'plugin-less', 'plugin-stylus', 'plugin-svgr',
      ]),
      section('Plugin API', '插件 API', 'plugins/dev', ['index', 'core', 'hooks']),
    ],
  },
  {
    root: '/api/',
    sections: [
      section('Getting Started', '开始', 'api/start', ['index']),
      section('JavaScript API', 'JavaScript API', 'api/javascript-api', [
        'core', 'instance', 'dev-server-api', 'environment-api', 'types',
      ]),
    ],
  },
  {
    root: '/community/',
    sections: [
      section('Community', '社区', 'community', ['index']),
      section('Releases', '发布公告', 'community/releases', [
        'index', 'v1-0', 'v0-7', 'v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1',
      ]),
    ],
  },
];

/** What the builder needs to know about the pages on disk. */
export interface PageSource {
  /** Title of docs/<lang>/<page>.mdx, or undefined when the page does not exist. */
  titleOf(lang: Lang, page: string): string | undefined;
}

/** URL of a page path such as "guide/start/index" in one language. */
export function pageLink(lang: Lang, page: string): string {
  const clean = page.endsWith('/index') ? page.slice(0, -'index'.length) : page;
  return `${langPrefix(lang)}/${clean}`;
}

function linkItem(lang: Lang, page: string, pages: PageSource): SidebarItem | undefined {
  const title = pages.titleOf(lang, page);
  return title === undefined ? undefined : { text: title, link: pageLink(lang, page) };
}

/** The sidebars of one language, listing only the pages that exist. */
export function buildSidebar(lang: Lang, pages: PageSource, trees = sidebarTrees): Sidebar {
  const sidebar: Sidebar = {};
  for (const tree of trees) {
    const items: (SidebarItem | SidebarGroup)[] = [];
    for (const page of tree.links ?? []) {
      const item = linkItem(lang, page, pages);
      if (item) items.push(item);
    }
    for (const s of tree.sections) {
      const groupItems = s.pages
        .map((name) => linkItem(lang, `${s.dir}/${name}`, pages))
        .filter((item): item is SidebarItem => item !== undefined);
      if (groupItems.length === 0) continue;
      items.push({ text: s.title[lang], items: groupItems, collapsible: true, collapsed: false });
    }
    if (items.length > 0) sidebar[`${langPrefix(lang)}${tree.root}`] = items;
  }
  return sidebar;
}

/** Every page path the sidebars can list. */
export function sidebarPages(trees = sidebarTrees): string[] {
  return trees.flatMap((t) => [...(t.links ?? []), ...t.sections.flatMap((s) => s.pages.map((p) => `${s.dir}/${p}`))]);
}
