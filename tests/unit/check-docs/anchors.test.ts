import { describe, expect, it } from 'vitest';
import { checkAnchors, hashLinks, idsOf, routeOfHtmlFile } from '../../../scripts/check-docs/anchors';

describe('anchors in the built HTML', () => {
  const pages = [
    { file: 'plugins/dev/hooks.html', html: '<h2 id="onbeforebuild">onBeforeBuild</h2><a href="#onbeforebuild">here</a><a href="#missing">x</a>' },
    {
      file: 'zh/config/security/sri.html',
      html: '<h2 id="注入额外的标签">x</h2><a href="#%E6%B3%A8%E5%85%A5%E9%A2%9D%E5%A4%96%E7%9A%84%E6%A0%87%E7%AD%BE">ok</a><a href="/plugins/dev/hooks#onexit">dead</a>',
    },
    { file: 'guide/start/index.html', html: '<h2 id="why">Why</h2><a href="/guide/start/#why">ok</a><a href="https://x.dev/a#b">other site</a>' },
    { file: '404.html', html: '<a href="#nowhere">ignored</a>' },
  ];

  it('reports links whose target page has no element with the id, and passes the others', () => {
    const { findings, links } = checkAnchors(pages, 'doc_build');
    expect(findings.map((finding) => [finding.file, finding.message])).toEqual([
      ['doc_build/plugins/dev/hooks.html', 'link to /plugins/dev/hooks#missing: no element with id "missing" there'],
      ['doc_build/zh/config/security/sri.html', 'link to /plugins/dev/hooks#onexit: no element with id "onexit" there'],
    ]);
    expect(links).toBe(5);
  });

  it('reads routes, ids and links as the site writes them', () => {
    expect(routeOfHtmlFile('zh/guide/start/index.html')).toBe('/zh/guide/start/');
    expect(routeOfHtmlFile('config/mode.html')).toBe('/config/mode');
    expect([...idsOf('<h2 id="a&amp;b"></h2><div id="c">')]).toEqual(['a&b', 'c']);
    expect(hashLinks('<a class="x" href="/config/mode.html#default">', '/a')).toEqual([['/config/mode', 'default']]);
  });
});
