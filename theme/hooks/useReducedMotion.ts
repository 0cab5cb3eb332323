import { useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * Whether the reader asked for reduced motion. Until the first effect runs
 * (and on the server) it answers true, so nothing animates before we know.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** The same answer outside React, read at the moment of the call. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}
