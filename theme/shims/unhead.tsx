/**
 * Stands in for `@unhead/react` and `@unhead/react/client` in the browser build
 * (resolve.alias in rspress.config.ts; the server build keeps unhead, which
 * writes the head of every built page). In the browser, Rspress uses unhead for
 * one thing: when the reader moves to another page, its layout calls `useHead`
 * with the page's title, `<html lang>` and `og:type` / `og:title` (and a
 * description, which our page data does not carry: plugins/lean-page-data.ts).
 * This applies those to the document in about 40 lines instead of unhead's
 * 7 KB of gzip in every page's first load.
 */
import { type ReactNode, useLayoutEffect } from 'react';

type MetaInput = { name?: string; property?: string; content?: string } | undefined;

export interface HeadInput {
  htmlAttrs?: { lang?: string };
  title?: string;
  meta?: MetaInput[];
}

/**
 * Puts `input` into the document: the title, `<html lang>`, and each meta tag by its name or property.
 * Only what differs is written. Setting `<html lang>`, even to the value it has, makes the browser
 * match `:lang()` again on every element: after hydration that was a style pass over the whole page
 * (about 800 elements), paid in the hydration task by the first script that read the layout.
 */
export function applyHead(doc: Document, input: HeadInput): void {
  const lang = input.htmlAttrs?.lang;
  if (lang && doc.documentElement.lang !== lang) doc.documentElement.lang = lang;
  if (input.title !== undefined && doc.title !== input.title) doc.title = input.title;
  for (const meta of input.meta ?? []) {
    if (!meta || meta.content === undefined) continue;
    const [attribute, key] = meta.property ? ['property', meta.property] : ['name', meta.name];
    if (!key) continue;
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${CSS.escape(key)}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(attribute, key);
      doc.head.append(el);
    }
    if (el.content !== meta.content) el.content = meta.content;
  }
}

export function useHead(input: HeadInput): void {
  const key = JSON.stringify(input);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is compared by value.
  useLayoutEffect(() => applyHead(document, input), [key]);
}

/**
 * Rspress renders the tags of a page's `head` frontmatter here. No page of this
 * site has any; a page that adds some gets them in its built HTML (the server
 * build keeps unhead) but not when reached in the browser, so say so.
 */
export function Head({ children }: { children?: ReactNode }) {
  useLayoutEffect(() => {
    if (children) console.error('theme/shims/unhead.tsx: a page sets `head` in its frontmatter; those tags are not updated when the page is reached in the browser.');
  }, [children]);
  return null;
}

/** Nothing to keep between renders: the document is the state. */
export const createHead = () => ({});

export function UnheadProvider({ children }: { head?: unknown; children?: ReactNode }) {
  return children;
}
