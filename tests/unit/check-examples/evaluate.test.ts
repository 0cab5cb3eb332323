import { describe, expect, it } from 'vitest';
import { evaluateExample, evaluateExpectation, isMinified, type RunResult } from '../../../scripts/check-examples/evaluate';
import { type Expectation, parseExpectation } from '../../../scripts/check-examples/parse';

const expectation = (text: string): Expectation => {
  const parsed = parseExpectation(text, 1);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};
const ok: RunResult = { ok: true, output: 'ready built in 0.1 s', responses: {} };
const files = new Map([
  ['dist/index.html', '<script defer src="/static/js/index.3f2a.js"></script>'],
  ['dist/static/js/index.3f2a.js', 'console.log("hi");'],
  ['dist/static/js/async/1.js', 'function a() {\n  return 1;\n}\n'],
  ['src/index.js', 'console.log("hi")'],
]);

describe('file expectations', () => {
  it('holds or says what differed', () => {
    expect(evaluateExpectation(expectation('expect dist/static/js/index.*.js exists'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect dist/**.js count 2'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect dist/static/js/*.js count 2'), ok, files)).toBe(
      '1 file(s) match, expected 2: dist/static/js/index.3f2a.js',
    );
    expect(evaluateExpectation(expectation('expect dist/static/css/*.css exists'), ok, files)).toBe(
      'no file matches; dist/ has 3 file(s): dist/index.html, dist/static/js/async/1.js, dist/static/js/index.3f2a.js',
    );
    expect(evaluateExpectation(expectation('expect dist/index.html contains /index\\.[0-9a-f]{4}\\.js/'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect dist/index.html not contains "index.3f2a"'), ok, files)).toBe(
      'dist/index.html contains "index.3f2a"',
    );
    expect(evaluateExpectation(expectation('expect dist/static/js/index.*.js minified'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect dist/static/js/async/*.js minified'), ok, files)).toBe('dist/static/js/async/1.js is not minified');
  });

  it('reads a plain path that names no file as a folder', () => {
    expect(evaluateExpectation(expectation('expect dist/static/js/async missing'), ok, files)).toBe('found dist/static/js/async/1.js');
    expect(evaluateExpectation(expectation('expect dist/static/js/async/ exists'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect dist/static/css missing'), ok, files)).toBeUndefined();
    // a folder name is not a prefix of a sibling file name
    expect(evaluateExpectation(expectation('expect dist/static/js/index missing'), ok, files)).toBeUndefined();
    // a glob that matches nothing stays a glob
    expect(evaluateExpectation(expectation('expect dist/static/js/as* missing'), ok, files)).toBeUndefined();
  });

  it('tells minified code from indented code', () => {
    expect(isMinified('/*! license */\n!function(){console.log(1)}();')).toBe(true);
    expect(isMinified('(() => {\n  var a = 1;\n  console.log(a);\n  if (a) {\n    a++;\n  }\n})();')).toBe(false);
    expect(isMinified('')).toBe(false);
    // Rspack's production output with minification off: not indented, still one statement a line.
    expect(isMinified('console.log("a");\nconst b = 1;\nconsole.log(b);\n')).toBe(false);
    expect(isMinified(`/*! For license information please see index.js.LICENSE.txt */\n${'a();'.repeat(2000)}`)).toBe(true);
  });
});

describe('run expectations', () => {
  it('fails an example whose run failed unless it expects the error', () => {
    const failed: RunResult = { ok: false, error: 'Rspack build failed.', output: 'error   Module not found: Can\'t resolve \'./x\'', responses: {} };
    const [failure] = evaluateExample([expectation('expect dist/index.html exists')], failed, new Map());
    expect(failure.difference).toContain('the run failed, and the page does not expect an error');
    expect(failure.difference).toContain('Module not found');
    expect(evaluateExample([expectation('expect error "Module not found"')], failed, new Map())).toEqual([]);
    expect(evaluateExample([expectation('expect error "ENOENT"')], failed, new Map())[0].difference).toContain('without "ENOENT"');
    expect(evaluateExample([expectation('expect error "x"')], ok, files)[0].difference).toBe('the run succeeded, but the page says it fails with "x"');
  });

  it('checks the output and the responses', () => {
    expect(evaluateExpectation(expectation('expect output contains "built in"'), ok, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect output not contains "built"'), ok, files)).toBe('the output contains "built"');
    const served: RunResult = {
      ...ok,
      responses: { 'GET / {}': { status: 200, headers: { 'x-a': 'yes' }, body: '<div id="root"></div>' } },
    };
    expect(evaluateExpectation(expectation('expect GET / status 404'), served, files)).toBe('status 200, expected 404');
    expect(evaluateExpectation(expectation('expect GET / header x-a "yes"'), served, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect GET / header x-b "yes"'), served, files)).toBe('no x-b header; headers: x-a');
    expect(evaluateExpectation(expectation('expect GET / body contains "root"'), served, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect GET /other status 200'), served, files)).toContain('was not requested');
  });
});

describe('size expectations', () => {
  const table: RunResult = {
    ok: true,
    responses: {},
    output: [
      'File (web)                                Size       Gzip',
      'dist/index.html                           0.32 kB    0.23 kB',
      'dist/static/js/index.78690d5a.js          3.3 kB     1.5 kB',
      'dist/static/js/lib-polyfill.adde0237.js   149.1 kB   46.9 kB',
      'dist/static/wasm/add.0a1b2c3d.wasm        812 B',
    ].join('\n'),
  };

  it('reads the first size after the file name and allows 2 %, at least 0.1 kB', () => {
    expect(evaluateExpectation(expectation('expect output size /lib-polyfill\\.[0-9a-f]{8}\\.js/ about 149.0 kB'), table, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect output size /index\\.[0-9a-f]{8}\\.js/ about 3.4 kB'), table, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect output size "add.0a1b2c3d.wasm" about 0.8 kB'), table, files)).toBeUndefined();
    expect(evaluateExpectation(expectation('expect output size /index\\.[0-9a-f]{8}\\.js/ about 3.6 kB'), table, files)).toBe(
      '/index\\.[0-9a-f]{8}\\.js/ is 3.3 kB, not about 3.6 kB (± 0.10 kB)',
    );
    expect(evaluateExpectation(expectation('expect output size /lib-polyfill/ about 160 kB'), table, files)).toContain('is 149.1 kB, not about 160 kB');
    expect(evaluateExpectation(expectation('expect output size /lib-react/ about 1 kB'), table, files)).toContain('no line of the size table names /lib-react/');
  });

  it('rejects a size expectation without a unit', () => {
    expect(parseExpectation('expect output size /x/ about 3', 1)).toEqual({ error: 'expected "output size <file text or /regexp/> about <number> B|kB|MB": expect output size /x/ about 3' });
  });
});
