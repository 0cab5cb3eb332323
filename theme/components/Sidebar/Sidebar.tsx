import type { SidebarData } from '@rspress/core';
import { useSidebarDynamic } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { type Dispatch, type SetStateAction, memo } from 'react';

interface StableListProps {
  sidebarData: SidebarData;
  setSidebarData: Dispatch<SetStateAction<SidebarData>>;
  /** What the list shows: the sidebar's entries as JSON, taken when the data was handed in. */
  shape: string;
}

/**
 * Rspress's sidebar list, rendered again only when what it shows changes.
 * Rspress's own Sidebar (useSidebarDynamic) renders its first state from a
 * copy of the sidebar and, in a layout effect on mount, replaces it with the
 * same entries built from the original objects: the whole sidebar (about 970
 * components on a config page) rendered a second time during hydration, for
 * the same output. The list's groups collapse by changing their entry in
 * place and handing in a new array, so "what changed" is read from the JSON
 * taken at each render, not from the objects.
 */
const StableSidebarList = memo(
  ({ sidebarData, setSidebarData }: StableListProps) => <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />,
  (before, after) => before.shape === after.shape && before.setSidebarData === after.setSidebarData,
);

export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <StableSidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} shape={JSON.stringify(sidebarData)} />;
}
