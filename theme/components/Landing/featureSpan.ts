import type { FeatureSpan } from '../../../site/landing';

const spans: readonly FeatureSpan[] = [2, 3, 4, 6];

/** CSS module key of a card spanning `span` of 12 columns; 4 when absent or unsupported. */
export function featureSpanClass(span?: number): `span${FeatureSpan}` {
  const valid = spans.find((s) => s === span) ?? 4;
  return `span${valid}`;
}
