/** Decorative stars of the hero: fixed positions, sizes and pointer drift. */

export const STAR_COUNT = 35;
/** Pointer distance, in px, under which a star drifts toward it. */
export const STAR_PROXIMITY = 100;
/** Largest drift, in px, for a pointer right on the star. */
export const STAR_MAX_DRIFT = 6;

export interface Star {
  /** Left, in % of the hero's width. */
  x: number;
  /** Top, in % of the hero's height. */
  y: number;
  /** Diameter in px. */
  size: number;
}

/** Diameter of the star at `index`: index / 20 + 3 px. */
export function starSize(index: number): number {
  return index / 20 + 3;
}

const fraction = (value: number) => value - Math.floor(value);

/**
 * The 35 star positions. A low-discrepancy sequence spreads them evenly and
 * gives the same layout on the server and in the browser (no Math.random).
 */
export const heroStars: readonly Star[] = Array.from({ length: STAR_COUNT }, (_, index) => {
  const n = index + 1;
  return {
    x: Number((4 + fraction(n * 0.7548776662) * 92).toFixed(2)),
    y: Number((6 + fraction(n * 0.5698402910) * 86).toFixed(2)),
    size: starSize(index),
  };
});

/**
 * Offset, in px, that moves a star centred at `star` slightly toward the
 * pointer when the pointer is within `STAR_PROXIMITY` px; otherwise none.
 */
export function starDrift(
  star: { x: number; y: number },
  pointer: { x: number; y: number } | null,
): { dx: number; dy: number } {
  if (!pointer) return { dx: 0, dy: 0 };
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  const distance = Math.hypot(dx, dy);
  if (distance === 0 || distance >= STAR_PROXIMITY) return { dx: 0, dy: 0 };
  // Closer pointer, stronger pull; never more than the distance itself.
  const pull = Math.min(STAR_MAX_DRIFT * (1 - distance / STAR_PROXIMITY), distance);
  return { dx: (dx / distance) * pull, dy: (dy / distance) * pull };
}
