/** The scroll-to-top button shows as soon as the page is scrolled at all. */
export const isScrolled = (scrollY: number): boolean => scrollY > 0;
