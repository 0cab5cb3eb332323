import { describe, expect, it } from 'vitest';
import { NOT_PLAIN, parseLiteral, sameValue, showValue } from '../../../scripts/check-docs/literal';

describe('parseLiteral', () => {
  it('reads plain values, arrays and objects', () => {
    expect(parseLiteral("'/'")).toBe('/');
    expect(parseLiteral('100')).toBe(100);
    expect(parseLiteral('-1')).toBe(-1);
    expect(parseLiteral('false')).toBe(false);
    expect(parseLiteral('undefined')).toBeUndefined();
    expect(parseLiteral("['.ts', '.js']")).toEqual(['.ts', '.js']);
    expect(parseLiteral("{ version: '2022-03', nested: { list: [] } }")).toEqual({ version: '2022-03', nested: { list: [] } });
    expect(parseLiteral('/\\.svg$/i')).toEqual(/\.svg$/i);
  });

  it('refuses expressions that are not plain values', () => {
    expect(parseLiteral('process.cwd()')).toBe(NOT_PLAIN);
    expect(parseLiteral('web')).toBe(NOT_PLAIN);
    expect(parseLiteral('{ ...base }')).toBe(NOT_PLAIN);
    expect(parseLiteral("'unterminated")).toBe(NOT_PLAIN);
  });
});

describe('sameValue', () => {
  it('compares deeply and treats an absent key like undefined', () => {
    expect(sameValue({ enable: false }, { enable: false, algorithm: undefined })).toBe(true);
    expect(sameValue({ enable: false }, { enable: 'auto' })).toBe(false);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(/a/g, /a/g)).toBe(true);
    expect(sameValue(undefined, null)).toBe(false);
  });
});

describe('showValue', () => {
  it('renders running values like the pages write them', () => {
    expect(showValue({ path: '/x', port: '', list: [1] })).toBe("{ path: '/x', port: '', list: [1] }");
  });
});
