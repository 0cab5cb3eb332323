import { useId } from 'react';

/**
 * The Rsbuild mark: an orange hexagon with a white R, drawn inline.
 *
 * It used to be an `<img>` of a self-hosted SVG file. Chromium builds an SVG
 * image as a small document of its own, on the main thread, and laid it out
 * before the page itself; Lighthouse then took that tiny layout for the first
 * one and counted the page's real first layout (about 50 ms, 200 ms at CPU x4)
 * as blocking time after the first paint. Inline, the mark is part of the
 * page's first layout and costs no request. Decorative: the heading next to it
 * says "Rsbuild".
 */
export function HeroLogo({ className }: { className?: string }) {
  const id = useId();
  const face = `${id}face`;
  const rim = `${id}rim`;
  const shade = `${id}shade`;
  return (
    <svg className={className} viewBox="0 0 200 200" width={200} height={200} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={face} x1="0.15" y1="0" x2="0.85" y2="1">
          <stop offset="0" stopColor="#ffc069" />
          <stop offset="0.55" stopColor="#ff7a2e" />
          <stop offset="1" stopColor="#e0430f" />
        </linearGradient>
        <linearGradient id={rim} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".75" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={shade} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#7a1d00" stopOpacity="0" />
          <stop offset="1" stopColor="#7a1d00" stopOpacity=".28" />
        </linearGradient>
      </defs>
      <path fill={`url(#${face})`} d="M100 8 179.7 54v92L100 192 20.3 146V54z" />
      <path fill={`url(#${shade})`} d="M100 8 179.7 54v92L100 192z" />
      <path fill="none" stroke={`url(#${rim})`} strokeWidth="3" d="M100 10.3 177.7 55.2v89.6L100 189.7 22.3 144.8V55.2z" />
      <path fill="#fff" d="M100 28 162 63.8v72.4L100 172 38 136.2V63.8z" opacity=".1" />
      <path
        fill="#fff"
        d="M70 56h35.5c17 0 27.5 9.4 27.5 24 0 10.4-5.5 18-14.6 21.6L135 130h-22.4l-14.7-24.6h-8.1V130H70zm19.8 16.2v17H103c6.2 0 9.7-3.1 9.7-8.5s-3.5-8.5-9.7-8.5z"
      />
    </svg>
  );
}
