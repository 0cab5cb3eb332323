import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_MODULE_TEXT,
  checkApiCoverage,
  headingNames,
  headingsWithFragments,
  isHookName,
  readApiTargets,
} from '../../../scripts/check-docs/api-coverage';
import { createDocsProgram } from '../../../scripts/check-docs/ts-program';
import { repoRoot } from './helpers';

describe('headings', () => {
  it('names a member as a whole identifier, with or without code ticks and calls', () => {
    expect(headingNames('### `api.context`', 'context')).toBe(true);
    expect(headingNames('## rsbuild.build()', 'build')).toBe(true);
    expect(headingNames('## onBeforeBuild', 'onBeforeBuild')).toBe(true);
    expect(headingNames('## rsbuild.buildAll', 'build')).toBe(false);
    expect(headingNames('## contextual notes', 'context')).toBe(false);
  });

  it('includes the headings of imported fragments, once, relative to the page', () => {
    const pages = new Map([
      ['docs/en/plugins/dev/hooks.mdx', "import Shared from '../../shared/hooks.mdx';\n\n# Hooks\n\n## onExit\n\n<Shared />"],
      ['docs/en/shared/hooks.mdx', "import Self from './hooks.mdx';\n\n## onBeforeBuild\n\n### onAfterBuild"],
    ]);
    expect(headingsWithFragments('docs/en/plugins/dev/hooks.mdx', pages)).toEqual(['Hooks', 'onExit', 'onBeforeBuild', 'onAfterBuild']);
  });
});

describe('checkApiCoverage', () => {
  const targets = [{ label: 'hooks', page: 'plugins/dev/hooks', names: ['onExit', 'onBeforeBuild', 'modifyHTML'] }];

  it('reports each member without a section, per language, and counts the covered ones', () => {
    const pages = [
      { file: 'docs/en/plugins/dev/hooks.mdx', source: '# Hooks\n## onExit\n## onBeforeBuild\n## modifyHTML' },
      { file: 'docs/zh/plugins/dev/hooks.mdx', source: '# 钩子\n## onExit\n## modifyHTMLTags' },
    ];
    const result = checkApiCoverage(targets, pages, ['en', 'zh']);
    expect(result.findings).toEqual([
      { file: 'docs/zh/plugins/dev/hooks.mdx', line: 0, message: 'hooks: no section (heading) for onBeforeBuild' },
      { file: 'docs/zh/plugins/dev/hooks.mdx', line: 0, message: 'hooks: no section (heading) for modifyHTML' },
    ]);
    expect(result.summary).toEqual(['hooks on plugins/dev/hooks: en 3/3, zh 1/3']);
  });

  it('lists a page that does not exist yet without failing', () => {
    const result = checkApiCoverage(targets, [], ['en']);
    expect(result.findings).toEqual([]);
    expect(result.summary).toEqual(['pages not written yet (not checked): en/plugins/dev/hooks']);
  });
});

describe('readApiTargets', () => {
  it('reads the plugin API, the instance, the core exports and the plugin options from the installed types', () => {
    const apiFile = path.join(repoRoot, '.check-docs', 'api.ts');
    const targets = readApiTargets(createDocsProgram(repoRoot, [{ fileName: apiFile, text: API_MODULE_TEXT }]), apiFile);
    const names = (page: string) => targets.find((target) => target.page === page)?.names ?? [];
    expect(names('plugins/dev/core')).toEqual(expect.arrayContaining(['context', 'expose', 'transform', 'processAssets', 'resolve']));
    expect(names('plugins/dev/core').some(isHookName)).toBe(false);
    expect(names('plugins/dev/hooks')).toEqual(expect.arrayContaining(['modifyRspackConfig', 'onBeforeBuild', 'onExit']));
    expect(names('api/javascript-api/instance')).toEqual(expect.arrayContaining(['build', 'startDevServer', 'createDevServer', 'preview', 'initConfigs']));
    expect(names('api/javascript-api/core')).toEqual(expect.arrayContaining(['createRsbuild', 'loadConfig', 'loadEnv', 'mergeRsbuildConfig', 'defineConfig', 'version']));
    expect(names('plugins/list/plugin-react')).toEqual(['enableProfiler', 'fastRefresh', 'reactRefreshOptions', 'splitChunks', 'swcReactOptions']);
    expect(targets).toHaveLength(14);
  }, 60_000);
});
