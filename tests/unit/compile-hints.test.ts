import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, pluginCompileHints, startupScripts } from '../../plugins/compile-hints';

const chunk = (...files: string[]) => ({ files: new Set(files) });

describe('startupScripts', () => {
  it("lists the JavaScript files of every entry point's chunks, once each", () => {
    const compilation = {
      entrypoints: new Map([
        ['index', { chunks: [chunk('static/js/lib-react.1.js'), chunk('static/js/index.2.js', 'static/css/index.3.css')] }],
        ['other', { chunks: [chunk('static/js/lib-react.1.js'), chunk('static/js/other.4.js')] }],
      ]),
    };
    expect(startupScripts(compilation)).toEqual(['static/js/lib-react.1.js', 'static/js/index.2.js', 'static/js/other.4.js']);
  });
});

describe('pluginCompileHints', () => {
  type Hook = (context: unknown) => void;
  /** Runs the plugin's asset hook on a fake compilation; returns the assets afterwards. */
  function run(mode: string) {
    let hook: Hook | undefined;
    let options: { stage: string; environments: string[] } | undefined;
    pluginCompileHints().setup({
      processAssets: (o: typeof options, h: Hook) => {
        options = o;
        hook = h;
      },
    } as never);
    const assets = new Map([
      ['static/js/index.2.js', '(()=>{})();'],
      ['static/js/async/12.ab.js', 'self.chunk.push([])'],
    ]);
    const compilation = {
      entrypoints: new Map([['index', { chunks: [chunk('static/js/index.2.js')] }]]),
      updateAsset: (file: string, update: (source: string) => { source: () => string }) => assets.set(file, update(assets.get(file) ?? '').source()),
    };
    class ConcatSource {
      private readonly parts: string[];
      constructor(...parts: string[]) {
        this.parts = parts;
      }
      source(): string {
        return this.parts.join('');
      }
    }
    hook?.({ compilation, environment: { config: { mode } }, sources: { ConcatSource } });
    return { assets, options };
  }

  it('puts the hint first in the startup scripts of a production build, after minification', () => {
    const { assets, options } = run('production');
    expect(options).toEqual({ stage: 'summarize', environments: ['web'] });
    expect(assets.get('static/js/index.2.js')).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(assets.get('static/js/async/12.ab.js')).toBe('self.chunk.push([])');
  });

  it('leaves the dev server alone', () => {
    expect(run('development').assets.get('static/js/index.2.js')).toBe('(()=>{})();');
  });
});
