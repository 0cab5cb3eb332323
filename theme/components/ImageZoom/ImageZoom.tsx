import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './ImageZoom.css';

/** Images of the page text that open full size on a click (one inside a link follows the link). */
export const ZOOMABLE_IMAGES = '.rp-doc img:not(a img)';

/**
 * Image zoom (medium-zoom, as Rspress's own) that costs nothing until it is
 * used: its code loads on the first click on an image of the page text, which
 * it then opens; from there medium-zoom handles the page's images itself.
 * Replaces Rspress's built-in zoom (`mediumZoom: false` in rspress.config.ts),
 * which put medium-zoom into every page's first load.
 */
export function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let left = false;
    const onClick = async (event: MouseEvent) => {
      if (zoom || !(event.target instanceof HTMLImageElement) || !event.target.matches(ZOOMABLE_IMAGES)) return;
      const image = event.target;
      const { default: mediumZoom } = await import('medium-zoom');
      if (left || zoom) return;
      zoom = mediumZoom(ZOOMABLE_IMAGES, { background: 'var(--rp-c-bg)' });
      await zoom.open({ target: image });
    };
    document.addEventListener('click', onClick);
    return () => {
      left = true;
      document.removeEventListener('click', onClick);
      zoom?.detach();
      void zoom?.close();
    };
  }, [pathname]);
  return null;
}
