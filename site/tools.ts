import type { I18nEntry } from './i18n';

/**
 * The Rstack family: the tools built around Rspack, listed in the navbar's
 * tool menu and in the landing page's tool stack section.
 * Logos are our own simple marks, self-hosted under docs/public/landing/tools/.
 */
export interface ToolEntry {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  logo: string;
  /** Optical size correction of the logo (1 when absent). */
  logoScale?: number;
  /** Link for Chinese readers. */
  url: string;
  /** Link for English readers, when it differs. */
  urlEn?: string;
}

export interface ToolGroup {
  /** Chinese group title. */
  title: string;
  /** English group title. */
  titleEn: string;
  links: ToolEntry[];
}

export const toolFamilyName = 'Rstack';

const logo = (file: string) => `/landing/tools/${file}.svg`;

export const rspack: ToolEntry = {
  name: 'Rspack',
  desc: '打包工具',
  descEn: 'Bundler',
  logo: logo('rspack'),
  url: 'https://rspack.rs/zh/',
  urlEn: 'https://rspack.rs/',
};

export const rsbuild: ToolEntry = {
  name: 'Rsbuild',
  desc: '构建工具',
  descEn: 'Build tool',
  logo: logo('rsbuild'),
  url: 'https://rsbuild.rs/zh/',
  urlEn: 'https://rsbuild.rs/',
};

export const rspress: ToolEntry = {
  name: 'Rspress',
  desc: '静态站点生成器',
  descEn: 'Static site generator',
  logo: logo('rspress'),
  url: 'https://rspress.rs/zh/',
  urlEn: 'https://rspress.rs/',
};

export const rslib: ToolEntry = {
  name: 'Rslib',
  desc: '库开发工具',
  descEn: 'Library development tool',
  logo: logo('rslib'),
  url: 'https://rslib.rs/zh/',
  urlEn: 'https://rslib.rs/',
};

export const rsdoctor: ToolEntry = {
  name: 'Rsdoctor',
  desc: '构建分析工具',
  descEn: 'Build analyzer',
  logo: logo('rsdoctor'),
  logoScale: 0.95,
  url: 'https://rsdoctor.rs/zh/',
  urlEn: 'https://rsdoctor.rs/',
};

export const rstest: ToolEntry = {
  name: 'Rstest',
  desc: '测试框架',
  descEn: 'Testing framework',
  logo: logo('rstest'),
  logoScale: 0.95,
  url: 'https://rstest.rs/zh/',
  urlEn: 'https://rstest.rs/',
};

export const awesomeRspack: ToolEntry = {
  name: 'Awesome Rspack',
  desc: '生态精选列表',
  descEn: 'Ecosystem list',
  logo: logo('awesome-rspack'),
  url: 'https://github.com/web-infra-dev/awesome-rspack',
};

/** Navbar menu: the seven entries of the family, under the family name. */
export const toolMenuGroups: ToolGroup[] = [
  {
    title: toolFamilyName,
    titleEn: toolFamilyName,
    links: [rspack, rsbuild, rspress, rslib, rsdoctor, rstest, awesomeRspack],
  },
];

/** Landing page showcase: five sibling tools, with a longer summary each. */
export const toolShowcase: { tool: ToolEntry; summary: I18nEntry }[] = [
  {
    tool: rspack,
    summary: {
      en: 'The Rust-based bundler underneath Rsbuild, with an API compatible with webpack.',
      zh: 'Rsbuild 底层的 Rust 打包工具，API 与 webpack 兼容。',
    },
  },
  {
    tool: rspress,
    summary: {
      en: 'A static site generator on top of Rsbuild and MDX for fast documentation sites.',
      zh: '基于 Rsbuild 和 MDX 的静态站点生成器，用来搭建快速的文档站。',
    },
  },
  {
    tool: rslib,
    summary: {
      en: 'Builds libraries and UI components with Rsbuild, in ESM, CJS and UMD formats.',
      zh: '基于 Rsbuild 构建工具库和 UI 组件，可输出 ESM、CJS 和 UMD 格式。',
    },
  },
  {
    tool: rsdoctor,
    summary: {
      en: 'Shows what happens during a build and what ends up in the output, so you can fix it.',
      zh: '可视化构建过程与构建产物，帮助你定位并解决问题。',
    },
  },
  {
    tool: rstest,
    summary: {
      en: 'A test framework powered by Rspack that reuses your build configuration.',
      zh: '由 Rspack 驱动的测试框架，可以复用项目的构建配置。',
    },
  },
];
