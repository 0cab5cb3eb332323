import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../scripts/bench/args';

describe('bench arguments', () => {
  it('measures mobile Lighthouse and the search set by default', () => {
    expect(parseArgs([], {})).toEqual({
      build: true,
      lighthouse: true,
      search: true,
      dev: true,
      devOnly: false,
      runs: 3,
      formFactors: ['mobile'],
      port: 4180,
      compare: null,
    });
  });

  it('reads the flags and BENCH_PORT', () => {
    const options = parseArgs(['--no-build', '--no-search', '--desktop', '--runs', '5'], { BENCH_PORT: '4999' });
    expect(options).toMatchObject({ build: false, search: false, runs: 5, formFactors: ['mobile', 'desktop'], port: 4999 });
    expect(parseArgs(['--compare', 'a.json', 'b.json'], {}).compare).toEqual(['a.json', 'b.json']);
  });

  it('times the dev server unless told not to, or only that', () => {
    expect(parseArgs(['--no-dev'], {})).toMatchObject({ dev: false, devOnly: false });
    expect(parseArgs(['--dev-only'], {})).toMatchObject({ dev: true, devOnly: true });
    expect(() => parseArgs(['--dev-only', '--no-dev'], {})).toThrow('exclude each other');
  });

  it('refuses what it does not know', () => {
    expect(() => parseArgs(['--fast'], {})).toThrow('unknown argument: --fast');
    expect(() => parseArgs(['--runs', '0'], {})).toThrow('--runs needs a whole number');
    expect(() => parseArgs(['--compare', 'a.json'], {})).toThrow('--compare needs two result files');
  });
});
