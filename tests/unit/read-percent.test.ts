import { describe, expect, it } from 'vitest';
import { readPercent } from '../../theme/components/ReadPercent/readPercent';

describe('readPercent', () => {
  it('is 0 at the top of the page and before the content has a height', () => {
    expect(readPercent(0, 800, 5000)).toBe(0);
    expect(readPercent(30, 800, 5000)).toBe(0);
    expect(readPercent(1000, 800, 0)).toBe(0);
  });

  it('counts what is above the viewport plus what the first screen showed, in whole percent', () => {
    // (1000 - 50 + 800) / 5000 = 35 %
    expect(readPercent(1000, 800, 5000)).toBe(35);
    // (300 - 50 + 300) / 5000 = 11 %: the viewport counts only as far as the page has scrolled
    expect(readPercent(300, 800, 5000)).toBe(11);
  });

  it('stops at 100', () => {
    expect(readPercent(4900, 800, 5000)).toBe(100);
  });
});
