import { describe, expect, it } from 'vitest';
import { uiText } from '../../site/i18n';
import { namedSocialLink } from '../../site/social';
import { overflows } from '../../theme/hooks/scrollableRegions';

describe('namedSocialLink', () => {
  it("names Rspress's preset icon for assistive technology", () => {
    const link = namedSocialLink({ icon: 'github', name: 'GitHub', url: 'https://github.com/web-infra-dev/rsbuild' });
    expect(link.mode).toBe('link');
    expect(link.content).toBe('https://github.com/web-infra-dev/rsbuild');
    const svg = typeof link.icon === 'string' ? '' : link.icon.svg;
    expect(svg).toMatch(/^<svg role="img" aria-label="GitHub" /);
    expect(svg).toContain('<path');
  });

  it('escapes the name', () => {
    const link = namedSocialLink({ icon: 'x', name: 'A "quoted" <name>', url: 'https://x.com/rspack_dev' });
    const svg = typeof link.icon === 'string' ? '' : link.icon.svg;
    expect(svg).toContain('aria-label="A &#34;quoted&#34; &#60;name&#62;"');
  });
});

describe('overflows', () => {
  const box = (scrollWidth: number, clientWidth: number, scrollHeight = 100, clientHeight = 100) => ({
    scrollWidth,
    clientWidth,
    scrollHeight,
    clientHeight,
  });
  it('is true for a box that scrolls either way', () => {
    expect(overflows(box(900, 600))).toBe(true);
    expect(overflows(box(600, 600, 400, 300))).toBe(true);
  });
  it('ignores a one-pixel rounding difference', () => {
    expect(overflows(box(601, 600))).toBe(false);
    expect(overflows(box(600, 600))).toBe(false);
  });
});

describe('accessible names', () => {
  it('exist in both languages', () => {
    for (const key of ['darkThemeLabel', 'skipToContentText', 'sidebarLabel', 'outlineLabel'] as const) {
      expect(uiText[key].en).not.toBe('');
      expect(uiText[key].zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
