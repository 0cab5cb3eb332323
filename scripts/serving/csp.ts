import { createHash } from 'node:crypto';

/** An inline <script> of a page: its attributes and its text, exactly as the browser hashes it. */
export interface InlineScript {
  attributes: string;
  text: string;
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Script types the browser does not run (data blocks), so CSP does not govern them. */
const dataBlockType = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template|text\/x-template)\b/i;

/** The inline scripts the browser would run: no src, not a data block. */
export function inlineScripts(html: string): InlineScript[] {
  const found: InlineScript[] = [];
  for (const match of html.matchAll(scriptTag)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || dataBlockType.test(attributes)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script text is hashed.
    found.push({ attributes: attributes.trim(), text: (match[2] ?? '').replace(/\r\n?/g, '\n') });
  }
  return found;
}

/** The CSP source expression allowing one inline script, e.g. 'sha256-abc…='. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Markup that a hash cannot allow: event-handler attributes (onclick="…") and
 * javascript: URLs. Each would need 'unsafe-inline' or 'unsafe-hashes'.
 */
export function inlineCodeOutsideScripts(html: string): string[] {
  const withoutScripts = html.replace(scriptTag, '').replace(/<!--[\s\S]*?-->/g, '');
  const problems: string[] = [];
  for (const tag of withoutScripts.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    for (const attribute of (tag[2] ?? '').matchAll(/([^\s/>"'=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const value = (attribute[2] ?? '').replace(/^["']|["']$/g, '').trim();
      if (/^on[a-z]+$/.test(name)) problems.push(`<${tag[1]}> has an event handler attribute ${name}`);
      else if (/^(href|src|action|formaction)$/.test(name) && /^javascript:/i.test(value)) {
        problems.push(`<${tag[1]}> has a javascript: URL in ${name}`);
      }
    }
  }
  return problems;
}

/**
 * Serializes a policy, adding the inline-script hashes to script-src (sorted, so
 * the header is stable from build to build).
 */
export function buildCsp(directives: Record<string, string[]>, scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  for (const hash of hashes) {
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  }
  const scriptSrc = directives['script-src'];
  if (!scriptSrc) throw new Error('The policy has no script-src');
  if (scriptSrc.includes("'unsafe-inline'") || scriptSrc.includes("'unsafe-eval'")) {
    throw new Error("script-src must not allow 'unsafe-inline' or 'unsafe-eval': inline scripts are allowed by hash");
  }
  const parts: string[] = [];
  for (const [name, sources] of Object.entries(directives)) {
    if (!/^[a-z-]+$/.test(name)) throw new Error(`Not a CSP directive name: ${name}`);
    const values = name === 'script-src' ? [...sources, ...hashes] : sources;
    if (values.length === 0) throw new Error(`CSP directive ${name} has no sources`);
    for (const value of values) {
      if (/[;,\s]/.test(value)) throw new Error(`CSP source of ${name} must not hold ";", "," or spaces: ${value}`);
    }
    parts.push(`${name} ${values.join(' ')}`);
  }
  return parts.join('; ');
}

/** Splits a serialized policy back into directives (for the checks that compare hosts). */
export function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}
