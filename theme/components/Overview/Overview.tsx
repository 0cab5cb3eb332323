import type { uiText } from '../../../site/i18n';
import { useFrontmatter, useI18n, usePage, useSidebar } from '@rspress/core/runtime';
import { Overview as BaseOverview } from '@rspress/core/theme-original';
import { type ComponentProps, useMemo } from 'react';
import { buildOverviewGroups, type PageToc, type SidebarEntry } from './overviewGroups';

type OverviewProps = ComponentProps<typeof BaseOverview>;

/**
 * Rspress's overview (filter box, matching, "No matching API found") fed with
 * our groups: loose links under "Others" (or frontmatter `overviewLooseTitle`) and headers to the depth asked for by
 * frontmatter `overviewHeaders` (default [2]). Any page with `overview: true`
 * gets it.
 */
export function Overview(props: OverviewProps) {
  const sidebar = useSidebar() as SidebarEntry[];
  const { page } = usePage();
  // The headers of the pages below this one, written into this page's module by plugins/lean-page-data.ts.
  const pages = (page as { overviewPages?: PageToc[] }).overviewPages ?? [];
  const { frontmatter } = useFrontmatter();
  const t = useI18n<typeof uiText>();
  const othersTitle = t('overviewOthersTitle');
  const looseTitle = frontmatter.overviewLooseTitle as string | undefined;
  const depths = (props.overviewHeaders ?? (frontmatter.overviewHeaders as number[] | undefined) ?? [2]).join(',');
  const groups = useMemo(
    () =>
      buildOverviewGroups(sidebar, pages, page.routePath, {
        othersTitle,
        looseTitle,
        headerDepths: depths.split(',').map(Number),
      }),
    [sidebar, pages, page.routePath, othersTitle, looseTitle, depths],
  );
  return <BaseOverview {...props} groups={props.groups ?? groups} />;
}
