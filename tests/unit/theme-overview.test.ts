import { describe, expect, it } from 'vitest';
import { buildOverviewGroups, normalizeLink, type PageToc, type SidebarEntry } from '../../theme/components/Overview/overviewGroups';

const toc = (...headers: [string, number][]) => headers.map(([text, depth]) => ({ id: text.toLowerCase(), text, depth }));

const configSidebar: SidebarEntry[] = [
  { text: 'Config overview', link: '/config/' },
  { text: 'mode', link: '/config/mode' },
  { dividerType: 'solid' } as SidebarEntry,
  {
    text: 'dev',
    items: [
      { text: 'dev.hmr', link: '/config/dev/hmr' },
      { text: 'dev.client', link: '/config/dev/client' },
    ],
  },
  { text: '', items: [{ text: 'untitled', link: '/config/untitled' }] },
  { text: 'Guide', items: [{ text: 'Quick start', link: '/guide/start/quick-start' }] },
];

const pages: PageToc[] = [
  { routePath: '/config/mode', toc: toc(['Example', 2], ['Details', 3]) },
  { routePath: '/config/dev/hmr', toc: toc(['Example', 2], ['Disable HMR', 2], ['Deep', 4]) },
];

const options = { othersTitle: 'Others' };

describe('buildOverviewGroups', () => {
  it('turns sidebar groups into overview groups and gathers loose links and unnamed groups under one Others', () => {
    const groups = buildOverviewGroups(configSidebar, pages, '/config/', options);
    expect(groups.map((g) => [g.name, g.items.map((i) => i.link)])).toEqual([
      ['dev', ['/config/dev/hmr', '/config/dev/client']],
      ['Others', ['/config/mode', '/config/untitled']],
    ]);
  });

  it('puts loose links first under the frontmatter title when one is given; unnamed groups stay under Others', () => {
    const groups = buildOverviewGroups(configSidebar, pages, '/config/', { ...options, looseTitle: 'Top level' });
    expect(groups.map((g) => [g.name, g.items.map((i) => i.link)])).toEqual([
      ['Top level', ['/config/mode']],
      ['dev', ['/config/dev/hmr', '/config/dev/client']],
      ['Others', ['/config/untitled']],
    ]);
  });

  it('lists headers of depth 2 by default, other depths on request', () => {
    const [dev] = buildOverviewGroups(configSidebar, pages, '/config/', options);
    expect(dev.items[0].headers.map((h) => h.text)).toEqual(['Example', 'Disable HMR']);
    expect(dev.items[1].headers).toEqual([]);
    const deep = buildOverviewGroups(configSidebar, pages, '/config/', { ...options, headerDepths: [2, 4] });
    expect(deep[0].items[0].headers.map((h) => h.text)).toEqual(['Example', 'Disable HMR', 'Deep']);
  });

  it('leaves out the overview page itself and pages outside its folder', () => {
    const links = buildOverviewGroups(configSidebar, pages, '/config/', options).flatMap((g) => g.items.map((i) => i.link));
    expect(links).not.toContain('/config/');
    expect(links).not.toContain('/guide/start/quick-start');
  });

  it('names the loose links after the sidebar group the overview sits in', () => {
    const pluginSidebar: SidebarEntry[] = [
      {
        text: 'Plugin List',
        items: [
          { text: 'Overview', link: '/plugins/list/' },
          { text: 'React plugin', link: '/plugins/list/plugin-react' },
          { text: 'Vue plugin', link: '/plugins/list/plugin-vue' },
        ],
      },
      { text: 'Plugin API', items: [{ text: 'Plugin system', link: '/plugins/dev/' }, { text: 'Hooks', link: '/plugins/dev/hooks' }] },
    ];
    expect(buildOverviewGroups(pluginSidebar, [], '/plugins/list/', options)).toEqual([
      {
        name: 'Plugin List',
        items: [
          { text: 'React plugin', link: '/plugins/list/plugin-react', headers: [] },
          { text: 'Vue plugin', link: '/plugins/list/plugin-vue', headers: [] },
        ],
      },
    ]);
    expect(buildOverviewGroups(pluginSidebar, [], '/plugins/dev/', options)).toEqual([
      { name: 'Plugin API', items: [{ text: 'Hooks', link: '/plugins/dev/hooks', headers: [] }] },
    ]);
  });

  it('uses the items of a group that links to the overview', () => {
    const sidebar: SidebarEntry[] = [
      { text: 'API', link: '/api/', items: [{ text: 'core', link: '/api/core' }, { text: 'Types', items: [{ text: 'types', link: '/api/types' }] }] },
    ];
    expect(buildOverviewGroups(sidebar, [], '/api/', options).map((g) => [g.name, g.items.map((i) => i.text)])).toEqual([
      ['API', ['core']],
      ['Types', ['types']],
    ]);
  });

  it('treats /x/index, /x/index.html and /x/ as one page', () => {
    expect(normalizeLink('/config/index')).toBe('/config/');
    expect(normalizeLink('/config/index.html')).toBe('/config/');
    expect(normalizeLink('/config')).toBe('/config/');
    expect(normalizeLink('/config/mode#example')).toBe('/config/mode/');
  });
});
