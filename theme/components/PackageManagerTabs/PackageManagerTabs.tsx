import { PackageManagerTabs as BaseTabs } from '@rspress/core/theme-original';
import { packageManagerCommands } from './commands';

export interface PackageManagerTabsProps {
  /** The command after the package manager's name, e.g. "add @rsbuild/plugin-react -D". */
  command: string;
}

/** npm, yarn, pnpm and bun tabs for one command; the chosen tab is remembered. */
export default function PackageManagerTabs({ command }: PackageManagerTabsProps) {
  return <BaseTabs command={packageManagerCommands(command)} />;
}
