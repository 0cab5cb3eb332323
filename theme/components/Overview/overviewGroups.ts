/**
 * Groups of an overview page (frontmatter `overview: true`), built from the
 * sidebar: every sidebar group under the page becomes an overview group, and
 * the loose links beside them are gathered in one group named after the
 * enclosing sidebar group, or "Others" when there is none. Each item lists the
 * headers of its page at the configured depths (default 2).
 */
export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OverviewHeader[];
}

export interface OverviewGroupData {
  name: string;
  items: OverviewItem[];
}

/** The parts of a sidebar entry this needs; dividers and section headers have neither link nor items. */
export interface SidebarEntry {
  text?: string;
  link?: string;
  items?: SidebarEntry[];
}

export interface PageToc {
  routePath: string;
  toc?: OverviewHeader[];
}

export interface OverviewOptions {
  othersTitle: string;
  headerDepths?: number[];
  /**
   * Name of a leading group for the loose links beside the sidebar groups
   * (frontmatter `overviewLooseTitle`, e.g. "Top level" on the config
   * overview). Without it they go under "Others".
   */
  looseTitle?: string;
}

/** "/config/index", "/config/index.html", "/config" and "/config/" all name the same page. */
export function normalizeLink(link: string): string {
  const clean = link.replace(/#.*$/, '').replace(/\.html$/, '').replace(/\/index$/, '/');
  return clean.endsWith('/') ? clean : `${clean}/`;
}

const sameLink = (a: string, b: string) => normalizeLink(a) === normalizeLink(b);

interface Scope {
  entries: SidebarEntry[];
  container?: string;
}

/** The sidebar level that holds the overview page, and the name of the group it sits in. */
function findScope(entries: SidebarEntry[], routePath: string, container?: string): Scope | undefined {
  for (const entry of entries) {
    if (entry.link && sameLink(entry.link, routePath)) {
      return entry.items?.length ? { entries: entry.items, container: entry.text } : { entries, container };
    }
  }
  for (const entry of entries) {
    if (entry.items) {
      const found = findScope(entry.items, routePath, entry.text);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every link inside a group, depth first. */
function leaves(entry: SidebarEntry): SidebarEntry[] {
  const own = entry.link ? [entry] : [];
  return [...own, ...(entry.items ?? []).flatMap(leaves)];
}

export function buildOverviewGroups(
  sidebar: SidebarEntry[],
  pages: PageToc[],
  routePath: string,
  { othersTitle, headerDepths = [2], looseTitle }: OverviewOptions,
): OverviewGroupData[] {
  const found = findScope(sidebar, routePath) ?? { entries: sidebar };
  const scope: Scope = { ...found, container: found.container ?? looseTitle };
  // Only pages below the overview's folder belong to it.
  const base = normalizeLink(routePath);
  const belongs = (link: string) => normalizeLink(link).startsWith(base) && !sameLink(link, routePath);
  const toItem = (entry: SidebarEntry): OverviewItem => {
    const link = entry.link ?? '';
    const page = pages.find((p) => sameLink(p.routePath, link));
    return {
      text: entry.text ?? '',
      link,
      headers: (page?.toc ?? [])
        .filter((h) => headerDepths.includes(h.depth))
        .map(({ id, text, depth }) => ({ id, text, depth })),
    };
  };

  const groups: OverviewGroupData[] = [];
  const loose: OverviewItem[] = [];
  const others: OverviewItem[] = [];
  for (const entry of scope.entries) {
    if (entry.items) {
      const items = leaves(entry).filter((e) => e.link && belongs(e.link)).map(toItem);
      if (items.length === 0) continue;
      if (entry.text) groups.push({ name: entry.text, items });
      else others.push(...items);
    } else if (entry.link && belongs(entry.link)) {
      (scope.container ? loose : others).push(toItem(entry));
    }
  }
  // Loose links of a named sidebar group lead under its name; everything without a name closes the list.
  return [
    ...(loose.length > 0 && scope.container ? [{ name: scope.container, items: loose }] : []),
    ...groups,
    ...(others.length > 0 ? [{ name: othersTitle, items: others }] : []),
  ];
}
