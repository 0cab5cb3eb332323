import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  applyHiddenAreas,
  type HideableArea,
  hiddenAreasAttribute,
  hiddenAreasFromSearch,
  hiddenAreasInlineScript,
} from '../../theme/hooks/hiddenAreas';

/** Runs the head script against a fake <html> and returns the attribute it set. */
function runInlineScript(search: string, alwaysHidden: HideableArea[] = []): string | undefined {
  const attributes: Record<string, string> = {};
  runInNewContext(hiddenAreasInlineScript(alwaysHidden), {
    URLSearchParams,
    location: { search },
    document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
  });
  return attributes[hiddenAreasAttribute];
}

describe('hiddenAreasFromSearch', () => {
  it('hides each area whose parameter is 0', () => {
    expect(hiddenAreasFromSearch('?navbar=0')).toEqual(['navbar']);
    expect(hiddenAreasFromSearch('?sidebar=0')).toEqual(['sidebar']);
    expect(hiddenAreasFromSearch('?outline=0')).toEqual(['outline']);
    expect(hiddenAreasFromSearch('?footer=0')).toEqual(['footer']);
  });

  it('combines areas in a fixed order, whatever the query order', () => {
    expect(hiddenAreasFromSearch('?footer=0&navbar=0&outline=0&sidebar=0')).toEqual([
      'navbar',
      'sidebar',
      'outline',
      'footer',
    ]);
  });

  it('ignores other values, other parameters and an empty query', () => {
    expect(hiddenAreasFromSearch('')).toEqual([]);
    expect(hiddenAreasFromSearch('?navbar=1&sidebar=false&outline=&footer')).toEqual([]);
    expect(hiddenAreasFromSearch('?globalUIComponents=0&q=navbar=0')).toEqual([]);
  });

  it('adds areas that are always hidden (hideNavbar: always)', () => {
    expect(hiddenAreasFromSearch('?footer=0', ['navbar'])).toEqual(['navbar', 'footer']);
  });
});

describe('hiddenAreasInlineScript', () => {
  const cases: [string, HideableArea[]][] = [
    ['', []],
    ['?navbar=0', []],
    ['?sidebar=0&outline=0', []],
    ['?footer=0&navbar=0&x=1', []],
    ['?navbar=1&footer=no', []],
    ['?outline=0', ['navbar']],
    ['', ['navbar']],
  ];
  it.each(cases)('agrees with hiddenAreasFromSearch for %j (always hidden %j)', (search, always) => {
    const expected = hiddenAreasFromSearch(search, always);
    expect(runInlineScript(search, always)).toBe(expected.length ? expected.join(' ') : undefined);
  });

  it('never throws, even without URLSearchParams', () => {
    expect(() =>
      runInNewContext(hiddenAreasInlineScript(), { location: { search: '?navbar=0' }, document: {} }),
    ).not.toThrow();
  });
});

describe('applyHiddenAreas', () => {
  it('sets the list and removes the attribute when nothing is hidden', () => {
    const calls: string[] = [];
    const root = {
      setAttribute: (k: string, v: string) => calls.push(`set ${k}=${v}`),
      removeAttribute: (k: string) => calls.push(`remove ${k}`),
    };
    applyHiddenAreas(root, ['navbar', 'footer']);
    applyHiddenAreas(root, []);
    expect(calls).toEqual([`set ${hiddenAreasAttribute}=navbar footer`, `remove ${hiddenAreasAttribute}`]);
  });
});
