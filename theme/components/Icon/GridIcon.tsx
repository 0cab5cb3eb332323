/** Rounded squares of a 3 x 3 grid (20 x 20 box): the path of the tool menu's icon. */
const squares = [2, 8, 14]
  .flatMap((y) => [2, 8, 14].map((x) => `M${x + 1.2} ${y}h1.6a1.2 1.2 0 0 1 1.2 1.2v1.6a1.2 1.2 0 0 1-1.2 1.2h-1.6a1.2 1.2 0 0 1-1.2-1.2v-1.6a1.2 1.2 0 0 1 1.2-1.2z`))
  .join('');

/**
 * Nine squares in `currentColor`: the menu of the other tools, in every page's
 * navbar. Inline for the reason given in LineIcon.tsx; a module of its own so
 * that every page's script does not carry the landing page's icons.
 */
export function GridIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={squares} />
    </svg>
  );
}
