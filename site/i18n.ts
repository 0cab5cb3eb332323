/**
 * UI strings of the site, English and Simplified Chinese. Rspress reads them
 * through `i18nSource`; our own components read them with `useI18n()`.
 */
export type Lang = 'en' | 'zh';
export type I18nEntry = Record<Lang, string>;

export const uiText = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '目录' },
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  editLinkText: { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新时间' },
  searchPlaceholderText: { en: 'Search', zh: '搜索' },
  searchPanelCancelText: { en: 'Cancel', zh: '取消' },
  searchNoResultsText: { en: 'No results for', zh: '未找到结果' },
  searchSuggestedQueryText: {
    en: 'Please try again with a different keyword',
    zh: '请换一个关键词再试',
  },
  sourceCodeText: { en: 'Source', zh: '源码' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
  'overview.filterNoResultText': { en: 'No matching API found', zh: '没有找到匹配的 API' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  languagesText: { en: 'Languages', zh: '语言' },
  themeText: { en: 'Theme', zh: '主题' },
  menuTitle: { en: 'Menu', zh: '菜单' },
  scrollToTopText: { en: 'Back to top', zh: '回到顶部' },
  versionsText: { en: 'Version', zh: '版本' },
  // Labels of the spec's translation table that navigation uses.
  introduction: { en: 'Introduction', zh: '介绍' },
  quickStart: { en: 'Quick Start', zh: '快速上手' },
  guide: { en: 'Guide', zh: '指南' },
  features: { en: 'Features', zh: '功能特性' },
  migration: { en: 'Migration', zh: '迁移' },
  ecosystem: { en: 'Ecosystem', zh: '生态' },
  cli: { en: 'CLI', zh: '命令行工具' },
  pluginApi: { en: 'Plugin API', zh: '插件 API' },
  community: { en: 'Community', zh: '社区' },
  configuration: { en: 'Configuration', zh: '配置' },
  config: { en: 'Config', zh: '配置' },
  plugin: { en: 'Plugin', zh: '插件' },
  api: { en: 'API', zh: 'API' },
  version: { en: 'Version', zh: '版本' },
  changelog: { en: 'Changelog', zh: '更新日志' },
  v0Docs: { en: 'v0.x Docs', zh: 'v0.x 文档' },
  // Theme additions (theme/components).
  scrollToTopButtonText: { en: 'Scroll to top', zh: '滚动到顶部' },
  bannerLabel: { en: 'Announcement', zh: '公告' },
  bannerCloseText: { en: 'Close the announcement', zh: '关闭公告' },
  overviewOthersTitle: { en: 'Others', zh: '其他' },
  // Accessible names of Rspress controls that have none or a placeholder one (theme/components/A11y).
  darkThemeLabel: { en: 'Dark theme', zh: '深色主题' },
  skipToContentText: { en: 'Skip to content', zh: '跳到正文' },
  sidebarLabel: { en: 'Sidebar', zh: '侧边栏' },
  outlineLabel: { en: 'On this page', zh: '本页目录' },
  packageManagerLabel: { en: 'Package manager', zh: '包管理器' },
  searchClearLabel: { en: 'Clear the search', zh: '清除搜索内容' },
  copyMarkdownText: { en: 'Copy page as Markdown', zh: '复制本页 Markdown' },
  viewMarkdownText: { en: 'View as Markdown', zh: '查看 Markdown' },
  copyMarkdownDoneText: { en: 'Copied', zh: '已复制' },
  copyMarkdownFailedText: { en: 'Copy failed', zh: '复制失败' },
  searchPartialText: {
    en: 'No page holds every word of the search. Closest matches:',
    zh: '没有页面同时包含所有关键词，以下是最接近的结果：',
  },
  searchMoreText: { en: 'Closest matches (not every word):', zh: '相近的结果（未包含所有关键词）：' },
} satisfies Record<string, I18nEntry>;

export type UiTextKey = keyof typeof uiText;

/** Text of one key in one language. */
export function text(key: UiTextKey, lang: Lang): string {
  return uiText[key][lang];
}
