import { describe, expect, it } from 'vitest';
import type { SidebarGroup, SidebarItem } from '@rspress/core';
import { navFor } from '../../site/nav';
import { titleFromMdx } from '../../site/pages';
import { buildSidebar, pageLink, type PageSource, sidebarPages, sidebarTrees } from '../../site/sidebar';

const fakePages = (existing: Record<string, string>): PageSource => ({
  titleOf: (lang, page) => existing[`${lang}/${page}`],
});

describe('buildSidebar', () => {
  it('lists only existing pages, in order, in collapsible expanded groups', () => {
    const sidebar = buildSidebar(
      'en',
      fakePages({
        'en/guide/start/quick-start': 'Quick start',
        'en/guide/start/index': 'Introduction',
        'en/guide/basic/cli': 'CLI',
      }),
    );
    const guide = sidebar['/guide/'] as SidebarGroup[];
    expect(guide.map((g) => g.text)).toEqual(['Getting Started', 'Basic']);
    expect(guide[0].items).toEqual([
      { text: 'Introduction', link: '/guide/start/' },
      { text: 'Quick start', link: '/guide/start/quick-start' },
    ]);
    expect(guide[0]).toMatchObject({ collapsible: true, collapsed: false });
    expect(sidebar['/plugins/']).toBeUndefined();
  });

  it('uses /zh links and Chinese section titles for zh', () => {
    const sidebar = buildSidebar('zh', fakePages({ 'zh/config/index': '配置总览', 'zh/config/dev/hmr': 'dev.hmr' }));
    const config = sidebar['/zh/config/'] as (SidebarItem | SidebarGroup)[];
    expect(config[0]).toEqual({ text: '配置总览', link: '/zh/config/' });
    expect(config[1]).toMatchObject({ text: 'dev', items: [{ text: 'dev.hmr', link: '/zh/config/dev/hmr' }] });
  });

  it('names every section of the spec in order for the guide', () => {
    const guide = sidebarTrees.find((t) => t.root === '/guide/');
    expect(guide?.sections.map((s) => s.title.en)).toEqual([
      'Getting Started', 'Framework', 'Basic', 'Configuration', 'Styling', 'Advanced',
      'Optimization', 'Migration', 'Debug', 'FAQ',
    ]);
  });

  it('has no duplicate page', () => {
    const all = sidebarPages();
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('pageLink', () => {
  it('drops index and adds the language prefix', () => {
    expect(pageLink('en', 'guide/start/index')).toBe('/guide/start/');
    expect(pageLink('zh', 'config/mode')).toBe('/zh/config/mode');
  });
});

describe('titleFromMdx', () => {
  it('reads the first level-1 heading outside code fences', () => {
    expect(titleFromMdx('---\nlayout: x\n---\n```md\n# not this\n```\n# `dev.hmr` {#hmr}\n')).toBe('dev.hmr');
    expect(titleFromMdx('## only h2\n')).toBeUndefined();
  });

  it('prefers the frontmatter title', () => {
    expect(titleFromMdx('---\noverview: true\ntitle: Config overview\n---\n\nText\n')).toBe('Config overview');
    expect(titleFromMdx("---\ntitle: 'Quoted: yes'\n---\n# Heading\n")).toBe('Quoted: yes');
    expect(titleFromMdx('---\npageType: doc\n---\n# Heading\n')).toBe('Heading');
  });
});

describe('navFor', () => {
  it('has the five sections and a version menu, active on the whole section', () => {
    const nav = navFor('zh');
    expect(nav.map((n) => n.text)).toEqual(['指南', '配置', '插件', 'API', '社区', '版本']);
    const guide = nav[0] as { link: string; activeMatch: string };
    expect(guide.link).toBe('/zh/guide/start/');
    expect(new RegExp(guide.activeMatch).test('/zh/guide/basic/cli')).toBe(true);
    expect(new RegExp(guide.activeMatch).test('/guide/basic/cli')).toBe(false);
    const version = nav[5] as { items: { link: string }[] };
    expect(version.items.map((i) => i.link)).toEqual(['https://github.com/web-infra-dev/rsbuild/releases', 'https://v0.rsbuild.rs']);
  });
});
