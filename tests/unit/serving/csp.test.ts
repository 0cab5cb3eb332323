import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../site/serving';
import { buildCsp, inlineCodeOutsideScripts, inlineScripts, parseCsp, scriptHashSource } from '../../../scripts/serving/csp';

describe('inlineScripts', () => {
  it('finds the scripts the browser runs inline, and only those', () => {
    const html = [
      '<script>a()</script>',
      '<script defer src="/static/js/index.1234abcd.js"></script>',
      '<script type="application/ld+json">{"@context":"x"}</script>',
      '<script type="module">b()</script>',
      '<SCRIPT>c()</SCRIPT >',
    ].join('\n');
    expect(inlineScripts(html).map((s) => s.text)).toEqual(['a()', 'b()', 'c()']);
  });

  it('hashes the text as the parser sees it: CR LF becomes LF', () => {
    const [script] = inlineScripts('<script>a();\r\nb();\rc();</script>');
    expect(script?.text).toBe('a();\nb();\nc();');
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScripts('<p>&lt;script&gt;x()&lt;/script&gt;</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('scriptHashSource', () => {
  it('matches the CSP example of MDN', () => {
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('changes with a single character of whitespace', () => {
    expect(scriptHashSource('a()')).not.toBe(scriptHashSource('a() '));
  });
});

describe('inlineCodeOutsideScripts', () => {
  it('reports event handler attributes and javascript: URLs', () => {
    const problems = inlineCodeOutsideScripts(
      '<img src="x.png" onerror="alert(1)"><a href=" javascript:void(0)">x</a><button ONCLICK=go()>b</button>',
    );
    expect(problems).toEqual([
      '<img> has an event handler attribute onerror',
      '<a> has a javascript: URL in href',
      '<button> has an event handler attribute onclick',
    ]);
  });

  it('ignores such text in escaped code, attribute values, comments and scripts', () => {
    const html = [
      '<pre><code>&lt;img src=x onerror=alert(1)&gt;</code></pre>',
      '<meta name="description" content="set onload=handler or href=javascript:x">',
      '<!-- <a onclick="x()"> -->',
      '<script>document.body.setAttribute("onclick", "x")</script>',
      '<a href="/guide/javascript:notes">ok</a>',
    ].join('');
    expect(inlineCodeOutsideScripts(html)).toEqual([]);
  });
});

describe('buildCsp', () => {
  const hashA = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
  const hashB = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

  it("adds the hashes to script-src, sorted and once each, and keeps 'unsafe-inline' out of it", () => {
    const policy = buildCsp(contentSecurityPolicy, [hashA, hashB, hashA]);
    const directives = parseCsp(policy);
    expect(directives['script-src']).toEqual(["'self'", hashB, hashA]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  });

  it('refuses a script-src that allows inline code or eval', () => {
    expect(() => buildCsp({ 'script-src': ["'self'", "'unsafe-inline'"] }, [])).toThrow(/unsafe-inline/);
    expect(() => buildCsp({ 'script-src': ["'self'", "'unsafe-eval'"] }, [])).toThrow(/unsafe-eval/);
  });

  it('refuses a policy without script-src, an empty directive or a malformed source', () => {
    expect(() => buildCsp({ 'default-src': ["'self'"] }, [])).toThrow(/no script-src/);
    expect(() => buildCsp({ 'script-src': ["'self'"], 'img-src': [] }, [])).toThrow(/img-src has no sources/);
    expect(() => buildCsp({ 'script-src': ["'self'; object-src *"] }, [])).toThrow(/must not hold/);
    expect(() => buildCsp({ 'script-src': ["'self'"], 'Script Src': ["'self'"] }, [])).toThrow(/directive name/);
  });

  it('refuses something that is not a hash source', () => {
    expect(() => buildCsp(contentSecurityPolicy, ["'unsafe-inline'"])).toThrow(/Not a CSP hash source/);
    expect(() => buildCsp(contentSecurityPolicy, ['sha256-abc='])).toThrow(/Not a CSP hash source/);
  });
});
