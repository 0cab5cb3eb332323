import { beforeAll, describe, expect, it, vi } from 'vitest';
import { centeredScrollTop } from '../../theme/hooks/useSidebarScrollOnOpen';
import { applyHead } from '../../theme/shims/unhead';

/** A document that counts the writes to `<html lang>`, the title and meta contents. */
function fakeDocument(lang: string, title: string, description: string) {
  const writes: string[] = [];
  const meta = {
    get content() {
      return description;
    },
    set content(value: string) {
      writes.push(`meta=${value}`);
      description = value;
    },
  };
  const doc = {
    documentElement: {
      get lang() {
        return lang;
      },
      set lang(value: string) {
        writes.push(`lang=${value}`);
        lang = value;
      },
    },
    get title() {
      return title;
    },
    set title(value: string) {
      writes.push(`title=${value}`);
      title = value;
    },
    head: { querySelector: () => meta, append: () => writes.push('append') },
    createElement: () => meta,
  };
  return { doc: doc as unknown as Document, writes };
}

describe('applyHead (theme/shims/unhead.tsx)', () => {
  // The meta lookup escapes its key with the browser's CSS.escape.
  beforeAll(() => {
    vi.stubGlobal('CSS', { escape: (value: string) => value });
  });

  const input = { htmlAttrs: { lang: 'zh' }, title: '快速上手 - Rsbuild', meta: [{ property: 'og:title', content: '快速上手' }] };

  it('writes nothing when the document already says it (hydration of a server-rendered page)', () => {
    const { doc, writes } = fakeDocument('zh', '快速上手 - Rsbuild', '快速上手');
    applyHead(doc, input);
    expect(writes).toEqual([]);
  });

  it('writes what differs (moving to another page or language)', () => {
    const { doc, writes } = fakeDocument('en', 'Quick start - Rsbuild', 'Quick start');
    applyHead(doc, input);
    expect(writes).toEqual(['lang=zh', 'title=快速上手 - Rsbuild', 'meta=快速上手']);
  });
});

describe('centeredScrollTop (theme/hooks/useSidebarScrollOnOpen.ts)', () => {
  const box = { top: 56, bottom: 844 };

  it('leaves a link that is wholly in view where it is', () => {
    expect(centeredScrollTop(box, { top: 56, bottom: 92 }, 0)).toBeNull();
    expect(centeredScrollTop(box, { top: 808, bottom: 844 }, 120)).toBeNull();
  });

  it('centres a link below the visible part', () => {
    // The link's middle (2,018) moves to the box's middle (450): 1,568 px further down.
    expect(centeredScrollTop(box, { top: 2000, bottom: 2036 }, 0)).toBe(1568);
  });

  it('centres a link cut off at the top, from the current scroll position', () => {
    expect(centeredScrollTop(box, { top: 40, bottom: 76 }, 900)).toBe(900 + 58 - 450);
  });
});
