/**
 * View-transition class of the page boundary: 'auto' animates page changes,
 * 'none' keeps them plain (content animation off, or reduced motion asked for).
 */
export const pageTransitionClass = (contentAnimation: boolean | undefined, reducedMotion: boolean): 'auto' | 'none' =>
  contentAnimation === true && !reducedMotion ? 'auto' : 'none';
