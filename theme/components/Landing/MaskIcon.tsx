import type { CSSProperties } from 'react';

/**
 * A one-colour icon from a self-hosted SVG under docs/public, painted in
 * `currentColor` through a CSS mask so it follows the theme. The URL is set
 * inline because the CSS bundler would try to resolve it as a module.
 */
export function MaskIcon({ src, className }: { src: string; className?: string }) {
  const image = `url(${src})`;
  const style: CSSProperties = { maskImage: image, WebkitMaskImage: image };
  return <span className={className} style={style} aria-hidden="true" />;
}
