import type { BenchmarkMetricKey } from './benchmark';
import { type I18nEntry, type Lang, uiText } from './i18n';
import { links } from './links';
import { langPrefix } from './nav';

/**
 * Translation table of the landing page (spec section 3), English and Chinese.
 * Labels the navigation also uses are taken from `uiText`, so each is written once.
 */
export const landingText = {
  introduction: uiText.introduction,
  quickStart: uiText.quickStart,
  subtitle: { en: 'The Rspack-based build tool', zh: '基于 Rspack 的构建工具' },
  slogan: { en: 'Build your web application instantly', zh: '即刻构建你的 Web 应用' },

  rspackBased: { en: 'Rspack-based', zh: '基于 Rspack' },
  rspackBasedDesc: {
    en: 'Rspack’s Rust core compiles your code, for a fast and smooth development experience.',
    zh: '由 Rspack 的 Rust 内核编译代码，带来快速流畅的开发体验。',
  },
  batteriesIncluded: { en: 'Batteries Included', zh: '开箱即用' },
  batteriesIncludedDesc: {
    en: 'TypeScript, JSX, CSS Modules, Sass, static assets and more work without any setup.',
    zh: 'TypeScript、JSX、CSS Modules、Sass、静态资源等常用能力无需配置即可使用。',
  },
  frameworkAgnostic: { en: 'Framework Agnostic', zh: '框架无关' },
  frameworkAgnosticDesc: {
    en: 'Build with React, Vue, Svelte, Solid, Preact or no framework at all, through plugins.',
    zh: '通过插件支持 React、Vue、Svelte、Solid、Preact，也可以不使用任何框架。',
  },
  deepOptimization: { en: 'Deep Optimization', zh: '深度优化' },
  deepOptimizationDesc: {
    en: 'Code splitting, minification and asset optimization are tuned for production by default.',
    zh: '默认启用代码拆分、代码压缩和静态资源优化，产物直接适合生产环境。',
  },
  highlyPluggable: { en: 'Highly Pluggable', zh: '灵活插拔' },
  highlyPluggableDesc: {
    en: 'A small, typed plugin API and a set of well-maintained official plugins.',
    zh: '轻量且类型完善的插件 API，以及一系列持续维护的官方插件。',
  },
  easyToConfigure: { en: 'Easy to Configure', zh: '易于配置' },
  easyToConfigureDesc: {
    en: 'Start with zero configuration, then change any option when you need to.',
    zh: '零配置即可启动，需要时再按需调整任意选项。',
  },

  toolStackTitle: { en: 'Tool Stack', zh: '工具栈' },
  toolStackDesc: {
    en: 'Fast tools built around Rspack, one for each part of modern web development.',
    zh: '围绕 Rspack 打造的高性能工具，覆盖现代 Web 开发的各个环节。',
  },
  benchmarkTitle: { en: 'Lightning Fast', zh: '极速构建' },
  benchmarkDesc: {
    en: 'Rspack’s parallel Rust architecture keeps dev startup, builds and hot updates quick as your project grows.',
    zh: '基于 Rspack 的 Rust 并行架构，项目不断增长时，开发启动、构建和热更新依然迅速。',
  },

  guide: uiText.guide,
  features: uiText.features,
  migration: uiText.migration,
  ecosystem: uiText.ecosystem,
  cli: uiText.cli,
  pluginApi: uiText.pluginApi,
  community: uiText.community,
  configuration: uiText.configuration,

  // Strings of the landing page's own controls.
  getStarted: { en: 'Get Started', zh: '快速开始' },
  learnMore: { en: 'Learn More', zh: '了解更多' },
  github: { en: 'GitHub', zh: 'GitHub' },
  opensInNewTab: { en: '(opens in a new tab)', zh: '（在新标签页中打开）' },
  benchmarkCaption: {
    en: 'Time to start the dev server, build for production and apply a hot update. Shorter is better.',
    zh: '启动开发服务器、生产构建和热更新所需的时间，越短越好。',
  },
  benchmarkSourcePrefix: {
    en: 'Figures from the public benchmark',
    zh: '数据来自公开基准测试',
  },
  benchmarkSourceSuffix: {
    en: 'a React app with 1,000 components, as published by the Rsbuild team for Rsbuild 1.0 (2024).',
    zh: '测试项目为包含 1000 个组件的 React 应用，数据由 Rsbuild 团队在 Rsbuild 1.0 时期（2024 年）发布。',
  },
  benchmarkChartLabel: { en: 'Build time comparison', zh: '构建耗时对比' },
  toolMenuLabel: { en: 'Rstack tools', zh: 'Rstack 工具' },
} satisfies Record<string, I18nEntry>;

export type LandingTextKey = keyof typeof landingText;

/** Text of one landing key in one language. */
export function landingT(key: LandingTextKey, lang: Lang): string {
  return landingText[key][lang];
}

/** Names of the benchmark's measurements. */
export const benchmarkMetricLabels: Record<BenchmarkMetricKey, I18nEntry> = {
  dev: { en: 'Dev startup', zh: '开发启动' },
  build: { en: 'Production build', zh: '生产构建' },
  hmr: { en: 'Hot update', zh: '热更新' },
};

/** Hero content; texts come from the table above. */
export const hero = {
  title: 'Rsbuild',
  githubURL: links.repo,
  quickStart: (lang: Lang) => `${langPrefix(lang)}/guide/start/quick-start`,
} as const;

/** Columns a feature card spans in the 12-column grid. */
export type FeatureSpan = 2 | 3 | 4 | 6;

export interface FeatureCard {
  icon: string;
  title: LandingTextKey;
  details: LandingTextKey;
  /** English route; the Chinese one gets the /zh prefix. */
  link?: string;
  span?: FeatureSpan;
}

const icon = (name: string) => `/landing/icons/${name}.svg`;

export const featureCards: FeatureCard[] = [
  { icon: icon('rspack-based'), title: 'rspackBased', details: 'rspackBasedDesc', link: '/guide/start/' },
  {
    icon: icon('batteries-included'),
    title: 'batteriesIncluded',
    details: 'batteriesIncludedDesc',
    link: '/guide/start/features',
  },
  {
    icon: icon('framework-agnostic'),
    title: 'frameworkAgnostic',
    details: 'frameworkAgnosticDesc',
    link: '/plugins/list/',
  },
  {
    icon: icon('deep-optimization'),
    title: 'deepOptimization',
    details: 'deepOptimizationDesc',
    link: '/guide/optimization/optimize-bundle',
  },
  { icon: icon('highly-pluggable'), title: 'highlyPluggable', details: 'highlyPluggableDesc', link: '/plugins/dev/' },
  { icon: icon('easy-to-configure'), title: 'easyToConfigure', details: 'easyToConfigureDesc', link: '/config/' },
];

/** A feature card's link in one language. */
export function featureHref(card: FeatureCard, lang: Lang): string | undefined {
  return card.link === undefined ? undefined : `${langPrefix(lang)}${card.link}`;
}
