import { describe, expect, it } from 'vitest';
import { packageManagerCommands } from '../../theme/components/PackageManagerTabs/commands';

describe('packageManagerCommands', () => {
  it('turns a package install into each manager\'s add command', () => {
    expect(packageManagerCommands('add @rsbuild/core@1.3 -D')).toEqual({
      npm: 'npm install @rsbuild/core@1.3 -D',
      yarn: 'yarn add @rsbuild/core@1.3 -D',
      pnpm: 'pnpm add @rsbuild/core@1.3 -D',
      bun: 'bun add @rsbuild/core@1.3 -D',
    });
  });

  it('keeps a bare install as install everywhere', () => {
    expect(packageManagerCommands('install')).toEqual({
      npm: 'npm install',
      yarn: 'yarn install',
      pnpm: 'pnpm install',
      bun: 'bun install',
    });
  });

  it('passes create flags after -- for npm and drops @latest for yarn', () => {
    const c = packageManagerCommands('create rsbuild@latest --dir my-app --template react');
    expect(c.npm).toBe('npm create rsbuild@latest -- --dir my-app --template react');
    expect(c.yarn).toBe('yarn create rsbuild --dir my-app --template react');
    expect(c.pnpm).toBe('pnpm create rsbuild@latest --dir my-app --template react');
    expect(c.bun).toBe('bun create rsbuild@latest --dir my-app --template react');
  });

  it('maps dlx, run and remove', () => {
    expect(packageManagerCommands('dlx rsbuild build')).toEqual({
      npm: 'npx rsbuild build',
      yarn: 'yarn dlx rsbuild build',
      pnpm: 'pnpm dlx rsbuild build',
      bun: 'bunx rsbuild build',
    });
    expect(packageManagerCommands('run dev').yarn).toBe('yarn run dev');
    expect(packageManagerCommands('remove webpack').npm).toBe('npm uninstall webpack');
    expect(packageManagerCommands('remove webpack').pnpm).toBe('pnpm remove webpack');
  });

  it('has exactly the four managers of the spec (no deno)', () => {
    expect(Object.keys(packageManagerCommands('install'))).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
  });
});
