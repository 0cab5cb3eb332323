/**
 * Compiles the startup scripts ahead, off the main thread.
 *
 * V8 compiles most functions lazily: at load it only pre-parses a script, and
 * each function is compiled on the main thread the first time it is called.
 * Every page calls most of React, the router, Rspress's runtime and the theme
 * while its entry runs and while it hydrates, so much of that work was
 * compilation in the main thread's longest tasks. A script that begins with
 * the comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints,
 * Chrome 136) has all its functions compiled eagerly, on a background thread
 * while it streams in. Browsers that do not know the comment ignore it.
 *
 * Only the entry points' own chunks get it: they run on every page. A page's
 * lazy chunks (its content, the landing page, search) are left to V8's usual
 * choice; hinting them too gained nothing measurable.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

/** The comment, as the first line of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What the hook needs of Rspack's compilation: its entry points' chunks and their files. */
export interface EntrypointsLike {
  entrypoints: Map<string, { chunks: Iterable<{ files: Iterable<string> }> }>;
}

/** The JavaScript files of the entry points' chunks, each once, in order. */
export function startupScripts(compilation: EntrypointsLike): string[] {
  const files = new Set<string>();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

/** Puts the compile hint at the top of the browser build's startup scripts, in production builds. */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'rsbuild-docs:compile-hints',
    setup(api) {
      // After minification (which would drop the comment), before the content hashes are computed.
      api.processAssets({ stage: 'summarize', environments: ['web'] }, ({ compilation, sources, environment }) => {
        if (environment.config.mode !== 'production') return;
        for (const file of startupScripts(compilation as unknown as EntrypointsLike)) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    },
  };
}
