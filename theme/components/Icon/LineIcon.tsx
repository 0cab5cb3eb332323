/**
 * One-colour line icons of the landing page, drawn inline in `currentColor`,
 * so they follow the text colour and the theme (the navbar's grid icon is
 * GridIcon.tsx).
 *
 * They used to be self-hosted SVG files painted through a CSS mask. Every such
 * image is a small SVG document that Chromium builds on the main thread when
 * it arrives, and when a mask image arrives Chromium lays out the whole page
 * again in that task. On the home page that was the first layout of the page
 * (110-270 ms at CPU x4), in a task of its own after the first paint. Inline,
 * the icons cost no request and no extra task.
 */
const icons = {
  /** An arrow pointing right: "go on". 16 x 16, stroked. */
  'arrow-right': { viewBox: '0 0 16 16', strokeWidth: 2, paths: ['M3 8h10', 'M9 4l4 4-4 4'] },
  /** A box with an arrow leaving it: a link that opens another site. 16 x 16, stroked. */
  external: { viewBox: '0 0 16 16', strokeWidth: 1.8, paths: ['M6 3.5H3.5v9h9V10', 'M9 3h4v4', 'M13 3 7.5 8.5'] },
} as const;

export type LineIconName = keyof typeof icons;

/** A decorative icon (hidden from assistive technology: the text next to it says what it means). */
export function LineIcon({ name, className }: { name: LineIconName; className?: string }) {
  const { viewBox, strokeWidth, paths } = icons[name];
  return (
    <svg
      className={className}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
