import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureCards, featureHref, landingText } from '../../site/landing';
import { featureSpanClass } from '../../theme/components/Landing/featureSpan';

const root = path.join(import.meta.dirname, '../..');

describe('feature card span classes', () => {
  it('maps 2, 3, 4 and 6 columns to their classes', () => {
    expect(featureSpanClass(2)).toBe('span2');
    expect(featureSpanClass(3)).toBe('span3');
    expect(featureSpanClass(4)).toBe('span4');
    expect(featureSpanClass(6)).toBe('span6');
  });

  it('defaults to 4 columns, also for unsupported spans', () => {
    expect(featureSpanClass()).toBe('span4');
    expect(featureSpanClass(5)).toBe('span4');
    expect(featureSpanClass(12)).toBe('span4');
  });

  it('has a CSS rule for every class', () => {
    const css = readFileSync(path.join(root, 'theme/components/Landing/Features.module.css'), 'utf8');
    for (const span of [2, 3, 4, 6]) expect(css).toContain(`.span${span} {\n  grid-column: span ${span};`);
  });
});

describe('feature cards', () => {
  it('are the six features of the spec, in order', () => {
    expect(featureCards.map((c) => landingText[c.title].en)).toEqual([
      'Rspack-based',
      'Batteries Included',
      'Framework Agnostic',
      'Deep Optimization',
      'Highly Pluggable',
      'Easy to Configure',
    ]);
  });

  it('link to routes of the site in both languages', () => {
    const routes = readFileSync(path.join(root, 'site/routes.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .flatMap((line) => line.split('\t').slice(0, 2));
    for (const card of featureCards) {
      expect(routes).toContain(featureHref(card, 'en'));
      expect(routes).toContain(featureHref(card, 'zh'));
    }
    expect(featureHref({ icon: '', title: 'rspackBased', details: 'rspackBasedDesc' }, 'zh')).toBeUndefined();
  });

  it('use self-hosted icons that exist', () => {
    for (const card of featureCards) {
      expect(card.icon.startsWith('/landing/')).toBe(true);
      expect(() => readFileSync(path.join(root, 'docs/public', card.icon))).not.toThrow();
    }
  });
});

describe('landing translation table', () => {
  it('has every key of the spec in English and Chinese', () => {
    const keys = [
      'introduction', 'quickStart', 'subtitle', 'slogan',
      'rspackBased', 'rspackBasedDesc', 'batteriesIncluded', 'batteriesIncludedDesc',
      'frameworkAgnostic', 'frameworkAgnosticDesc', 'deepOptimization', 'deepOptimizationDesc',
      'highlyPluggable', 'highlyPluggableDesc', 'easyToConfigure', 'easyToConfigureDesc',
      'toolStackTitle', 'toolStackDesc', 'benchmarkTitle', 'benchmarkDesc',
      'guide', 'features', 'migration', 'ecosystem', 'cli', 'pluginApi', 'community', 'configuration',
    ];
    for (const key of keys) {
      const entry = (landingText as Record<string, { en: string; zh: string }>)[key];
      expect(entry, key).toBeDefined();
      expect(entry.en.trim(), key).not.toBe('');
      expect(entry.zh.trim(), key).not.toBe('');
    }
    expect(landingText.slogan.en).toBe('Build your web application instantly');
  });

  it('has Chinese text that is not just the English copied', () => {
    const same = Object.entries(landingText).filter(([, v]) => v.en === v.zh).map(([k]) => k);
    // Product names only.
    expect(same.sort()).toEqual(['github']);
  });
});
