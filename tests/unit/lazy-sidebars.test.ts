import { describe, expect, it } from 'vitest';
import { UNEXPECTED_SITE_DATA, sidebarModule, siteDataWithoutSidebars } from '../../plugins/lazy-sidebars';

const sidebars = {
  en: { '/guide/': [{ text: 'Getting Started', items: [{ text: 'Quick start', link: '/guide/start/quick-start' }] }] },
  zh: { '/zh/guide/': [{ text: '开始', items: [{ text: '快速上手', link: '/zh/guide/start/quick-start' }] }] },
};

/** The code Rspress 2.0.22 writes for the site data (siteDataVMPlugin). */
const siteData = (data: unknown) => `export default ${JSON.stringify(data, null, 2)}`;
const sample = siteData({
  title: 'Rsbuild',
  themeConfig: {
    nav: [],
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/' }], sidebar: sidebars.en },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/guide/' }], sidebar: sidebars.zh },
    ],
  },
});

const resource = '/site/.rspress/runtime/virtual-site-data.js';

/** Runs the site data module with each `?sidebar=` import answered by sidebarModule. */
async function runSiteData(code: string, imported: string[] = []) {
  const body = code
    .replace('export default siteData;', '')
    .replace('export function loadSidebar', 'function loadSidebar')
    .replace(/import\(("[^"]+")\)/g, 'load($1)');
  const load = async (request: string) => {
    imported.push(request);
    const lang = new URL(request, 'file:///').searchParams.get('sidebar') ?? '';
    const module = sidebarModule(sample, lang);
    return { default: JSON.parse(module.slice('export default '.length, -1)) };
  };
  return new Function('load', `${body}\nreturn { siteData, loadSidebar };`)(load) as {
    siteData: { title: string; themeConfig: { locales: Array<{ lang: string; nav: unknown[]; sidebar: unknown }> } };
    loadSidebar: (lang: string) => Promise<void>;
  };
}

describe('lazy sidebars', () => {
  it('leaves the site data without sidebars, everything else as it was', async () => {
    const code = siteDataWithoutSidebars(sample, resource);
    expect(code).not.toContain('Quick start');
    expect(code).not.toContain('快速上手');
    const { siteData: data } = await runSiteData(code);
    expect(data.title).toBe('Rsbuild');
    expect(data.themeConfig.locales.map((locale) => [locale.lang, locale.sidebar, locale.nav.length])).toEqual([
      ['en', {}, 1],
      ['zh', {}, 1],
    ]);
  });

  it('puts a language sidebar in place, as a new object, loading each language once', async () => {
    const imported: string[] = [];
    const { siteData: data, loadSidebar } = await runSiteData(siteDataWithoutSidebars(sample, resource), imported);
    const [en, zh] = data.themeConfig.locales;
    const empty = zh.sidebar;
    await Promise.all([loadSidebar('zh'), loadSidebar('zh')]);
    expect(zh.sidebar).toEqual(sidebars.zh);
    expect(zh.sidebar).not.toBe(empty);
    expect(en.sidebar).toEqual({});
    await loadSidebar('en');
    expect(en.sidebar).toEqual(sidebars.en);
    await loadSidebar('fr');
    expect(imported).toEqual([`${resource}?sidebar=zh`, `${resource}?sidebar=en`]);
  });

  it('writes one language sidebar per module', () => {
    expect(sidebarModule(sample, 'zh')).toBe(`export default ${JSON.stringify(sidebars.zh)};`);
    expect(() => sidebarModule(sample, 'fr')).toThrow(UNEXPECTED_SITE_DATA);
  });

  it('stops the build on site data of another form instead of shipping pages without sidebars', () => {
    expect(() => siteDataWithoutSidebars('export const site = {}', resource)).toThrow(UNEXPECTED_SITE_DATA);
    expect(() => siteDataWithoutSidebars(siteData({ themeConfig: { sidebar: sidebars.en } }), resource)).toThrow(UNEXPECTED_SITE_DATA);
    expect(() =>
      siteDataWithoutSidebars(siteData({ themeConfig: { sidebar: sidebars.en, locales: [{ lang: 'en', sidebar: {} }] } }), resource),
    ).toThrow(UNEXPECTED_SITE_DATA);
  });
});
