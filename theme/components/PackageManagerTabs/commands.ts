export const packageManagers = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof packageManagers)[number];

/**
 * Turns one command written after the package manager's name ("add react -D",
 * "install", "create rsbuild@latest", "run dev", "dlx x") into the command of
 * each package manager.
 */
export function packageManagerCommands(command: string): Record<PackageManager, string> {
  const words = command.trim().split(/\s+/);
  const [verb = '', ...rest] = words;
  const args = rest.join(' ');
  const bareInstall = (verb === 'install' || verb === 'i') && rest.every((w) => w.startsWith('-'));
  const withArgs = (head: string) => (args ? `${head} ${args}` : head);

  if (bareInstall) {
    return { npm: withArgs('npm install'), yarn: withArgs('yarn install'), pnpm: withArgs('pnpm install'), bun: withArgs('bun install') };
  }
  switch (verb) {
    case 'add':
    case 'install':
    case 'i':
      return { npm: withArgs('npm install'), yarn: withArgs('yarn add'), pnpm: withArgs('pnpm add'), bun: withArgs('bun add') };
    case 'remove':
    case 'uninstall':
      return { npm: withArgs('npm uninstall'), yarn: withArgs('yarn remove'), pnpm: withArgs('pnpm remove'), bun: withArgs('bun remove') };
    case 'create': {
      const [pkg = '', ...flags] = rest;
      const flagText = flags.join(' ');
      // npm passes flags to the initializer only after "--".
      const npmFlags = flags.length && !flags.includes('--') ? ` -- ${flagText}` : flagText ? ` ${flagText}` : '';
      const tail = flagText ? ` ${flagText}` : '';
      return {
        npm: `npm create ${pkg}${npmFlags}`,
        yarn: `yarn create ${pkg.replace(/@latest$/, '')}${tail}`,
        pnpm: `pnpm create ${pkg}${tail}`,
        bun: `bun create ${pkg}${tail}`,
      };
    }
    case 'dlx':
      return { npm: withArgs('npx'), yarn: withArgs('yarn dlx'), pnpm: withArgs('pnpm dlx'), bun: withArgs('bunx') };
    case 'run':
      return { npm: withArgs('npm run'), yarn: withArgs('yarn run'), pnpm: withArgs('pnpm run'), bun: withArgs('bun run') };
    default:
      return { npm: `npm ${command.trim()}`, yarn: `yarn ${command.trim()}`, pnpm: `pnpm ${command.trim()}`, bun: `bun ${command.trim()}` };
  }
}
