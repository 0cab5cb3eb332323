import { describe, expect, it } from 'vitest';
import { STAR_COUNT, STAR_PROXIMITY, heroStars, starDrift, starSize } from '../../theme/components/Landing/stars';

describe('hero stars', () => {
  it('has 35 fixed stars of size index / 20 + 3', () => {
    expect(STAR_COUNT).toBe(35);
    expect(heroStars).toHaveLength(35);
    expect(starSize(0)).toBe(3);
    expect(starSize(10)).toBe(3.5);
    expect(starSize(34)).toBeCloseTo(4.7);
    heroStars.forEach((star, index) => expect(star.size).toBeCloseTo(index / 20 + 3));
  });

  it('places every star inside the hero, the same way on every render', () => {
    for (const star of heroStars) {
      expect(star.x).toBeGreaterThan(0);
      expect(star.x).toBeLessThan(100);
      expect(star.y).toBeGreaterThan(0);
      expect(star.y).toBeLessThan(100);
    }
    const keys = new Set(heroStars.map((s) => `${s.x},${s.y}`));
    expect(keys.size).toBe(35);
  });

  it('drifts toward a pointer within 100 px only', () => {
    expect(STAR_PROXIMITY).toBe(100);
    const star = { x: 200, y: 200 };
    expect(starDrift(star, null)).toEqual({ dx: 0, dy: 0 });
    expect(starDrift(star, { x: 300, y: 200 })).toEqual({ dx: 0, dy: 0 });
    expect(starDrift(star, { x: 200, y: 350 })).toEqual({ dx: 0, dy: 0 });
    const near = starDrift(star, { x: 240, y: 200 });
    expect(near.dx).toBeGreaterThan(0);
    expect(near.dy).toBeCloseTo(0);
    const nearer = starDrift(star, { x: 220, y: 200 });
    expect(nearer.dx).toBeGreaterThan(near.dx);
    const up = starDrift(star, { x: 200, y: 170 });
    expect(up.dy).toBeLessThan(0);
  });

  it('moves only slightly, never past the pointer', () => {
    const star = { x: 0, y: 0 };
    for (const d of [1, 2, 5, 20, 60, 99]) {
      const { dx } = starDrift(star, { x: d, y: 0 });
      expect(dx).toBeLessThanOrEqual(Math.min(d, 6));
    }
  });
});
