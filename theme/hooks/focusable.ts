/** Elements that take the focus with Tab (when not hidden or inert). */
export const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The Tab stops inside `container`, in document order: focusable, shown, and not inside an inert part. */
export function tabbables(container: ParentNode): (HTMLElement | SVGElement)[] {
  return [...container.querySelectorAll<HTMLElement | SVGElement>(focusableSelector)].filter(
    (el) => !el.closest('[inert]') && el.checkVisibility({ checkVisibilityCSS: true }),
  );
}
