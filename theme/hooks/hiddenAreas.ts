/**
 * Areas of the page a link can hide with `?navbar=0`, `?sidebar=0`,
 * `?outline=0` or `?footer=0` (in any combination), e.g. to embed a page.
 *
 * The hidden areas are written as a space-separated list to an attribute of
 * <html>; CSS (theme/styles/layout.css) hides what is listed. An inline script
 * in the head sets it before the first paint, so a hidden area never flashes;
 * `useHiddenAreas` keeps it in step as the reader moves between pages.
 */
export const hideableAreas = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type HideableArea = (typeof hideableAreas)[number];

export const hiddenAreasAttribute = 'data-hide';

/** Areas hidden by a query string such as `?navbar=0&footer=0`. Only the value `0` hides. */
export function hiddenAreasFromSearch(search: string, alwaysHidden: readonly HideableArea[] = []): HideableArea[] {
  const params = new URLSearchParams(search);
  return hideableAreas.filter((area) => alwaysHidden.includes(area) || params.get(area) === '0');
}

/** Value of the <html> attribute for a list of areas; undefined means "remove the attribute". */
export function hiddenAreasAttributeValue(areas: readonly HideableArea[]): string | undefined {
  return areas.length > 0 ? areas.join(' ') : undefined;
}

/**
 * The script that runs in the head before anything is painted. It repeats the
 * rule of `hiddenAreasFromSearch` in plain ES5 (it runs before any bundle);
 * a unit test runs both on the same inputs.
 */
export function hiddenAreasInlineScript(alwaysHidden: readonly HideableArea[] = []): string {
  return `(function(){try{var p=new URLSearchParams(location.search),a=${JSON.stringify(hideableAreas)},f=${JSON.stringify(alwaysHidden)},h=[];for(var i=0;i<a.length;i++){if(f.indexOf(a[i])>-1||p.get(a[i])==='0')h.push(a[i])}if(h.length)document.documentElement.setAttribute(${JSON.stringify(hiddenAreasAttribute)},h.join(' '))}catch(e){}})()`;
}

/** Writes the hidden areas to <html>. */
export function applyHiddenAreas(root: Pick<Element, 'setAttribute' | 'removeAttribute'>, areas: readonly HideableArea[]): void {
  const value = hiddenAreasAttributeValue(areas);
  if (value === undefined) root.removeAttribute(hiddenAreasAttribute);
  else root.setAttribute(hiddenAreasAttribute, value);
}
