import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolFamilyName, toolMenuGroups, toolShowcase } from '../../site/tools';
import { toolEntryText, toolMenuLang } from '../../theme/components/ToolStackMenu/menuLang';

const root = path.join(import.meta.dirname, '../..');

describe('tool menu language', () => {
  it('uses the explicit language first', () => {
    expect(toolMenuLang('en', '/zh/guide/')).toBe('en');
    expect(toolMenuLang('zh', '/guide/')).toBe('zh');
    expect(toolMenuLang('zh', undefined)).toBe('zh');
  });

  it('otherwise is Chinese when the path contains zh', () => {
    expect(toolMenuLang(undefined, '/zh/')).toBe('zh');
    expect(toolMenuLang(undefined, '/zh/config/')).toBe('zh');
  });

  it('otherwise is English, and English on the server (no path)', () => {
    expect(toolMenuLang(undefined, '/')).toBe('en');
    expect(toolMenuLang(undefined, '/guide/start/quick-start')).toBe('en');
    expect(toolMenuLang(undefined, undefined)).toBe('en');
  });
});

describe('tool entries', () => {
  const [group] = toolMenuGroups;

  it('lists the seven family members under the family name', () => {
    expect(toolMenuGroups).toHaveLength(1);
    expect(group.titleEn).toBe(toolFamilyName);
    expect(group.links.map((l) => l.name)).toEqual([
      'Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Rstest', 'Awesome Rspack',
    ]);
  });

  it('uses English descriptions and links for en where present', () => {
    const rspack = group.links[0];
    expect(toolEntryText(rspack, 'en')).toEqual({ desc: 'Bundler', url: 'https://rspack.rs/' });
    expect(toolEntryText(rspack, 'zh')).toEqual({ desc: '打包工具', url: 'https://rspack.rs/zh/' });
    const noEnglish = { name: 'X', desc: '中文', descEn: '', logo: '', url: 'https://x.example/zh' };
    expect(toolEntryText(noEnglish, 'en')).toEqual({ desc: '中文', url: 'https://x.example/zh' });
  });

  it('scales the analyzer and test framework logos to 0.95', () => {
    const scaled = group.links.filter((l) => l.logoScale !== undefined).map((l) => [l.name, l.logoScale]);
    expect(scaled).toEqual([['Rsdoctor', 0.95], ['Rstest', 0.95]]);
  });

  it('shows five sibling tools, not Rsbuild itself, with self-hosted logos', () => {
    expect(toolShowcase).toHaveLength(5);
    expect(toolShowcase.map((t) => t.tool.name)).not.toContain('Rsbuild');
    for (const tool of group.links) {
      expect(tool.logo.startsWith('/landing/tools/')).toBe(true);
      expect(() => readFileSync(path.join(root, 'docs/public', tool.logo))).not.toThrow();
      expect(tool.url).toMatch(/^https:\/\//);
    }
  });
});
