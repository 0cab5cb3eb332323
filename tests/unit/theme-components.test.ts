import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageTransitionClass } from '../../theme/components/PageTransition/pageTransition';
import { isScrolled } from '../../theme/components/ScrollToTop/scrollToTop';
import {
  bannerDismissedAttribute,
  bannerInlineScript,
  isBannerDismissed,
  isBannerPreview,
  localizedHref,
  rememberBannerDismissed,
} from '../../theme/components/TopBanner/banner';
import { banner } from '../../site/banner';
import { uiText } from '../../site/i18n';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = { ...initial };
  return {
    data,
    getItem: (k: string) => (k in data ? data[k] : null),
    setItem: (k: string, v: string) => {
      data[k] = v;
    },
  };
};
const brokenStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('quota');
  },
};

describe('banner', () => {
  it('is off by default and has text in both languages', () => {
    expect(banner.display).toBe(false);
    expect(banner.message.en).not.toBe('');
    expect(banner.message.zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('remembers a dismissal under its key', () => {
    const storage = memoryStorage();
    expect(isBannerDismissed(storage, 'k')).toBe(false);
    expect(rememberBannerDismissed(storage, 'k')).toBe(true);
    expect(isBannerDismissed(storage, 'k')).toBe(true);
    expect(isBannerDismissed(storage, 'other-key')).toBe(false);
  });

  it('treats unavailable storage as not dismissed, without throwing', () => {
    expect(isBannerDismissed(brokenStorage, 'k')).toBe(false);
    expect(isBannerDismissed(undefined, 'k')).toBe(false);
    expect(rememberBannerDismissed(brokenStorage, 'k')).toBe(false);
    expect(rememberBannerDismissed(undefined, 'k')).toBe(false);
  });

  it('previews only with ?banner=preview', () => {
    expect(isBannerPreview('?banner=preview')).toBe(true);
    expect(isBannerPreview('?banner=1')).toBe(false);
    expect(isBannerPreview('')).toBe(false);
  });

  it('adds the language prefix to site paths only', () => {
    expect(localizedHref('/community/releases/v1-0', 'en')).toBe('/community/releases/v1-0');
    expect(localizedHref('/community/releases/v1-0', 'zh')).toBe('/zh/community/releases/v1-0');
    expect(localizedHref('https://example.com/x', 'zh')).toBe('https://example.com/x');
  });

  it('head script marks <html> before paint when dismissed, and only then', () => {
    const run = (stored: Record<string, string>) => {
      const attributes: Record<string, string> = {};
      runInNewContext(bannerInlineScript('the-key'), {
        localStorage: memoryStorage(stored),
        document: { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      });
      return attributes;
    };
    expect(run({ 'the-key': '1' })).toEqual({ [bannerDismissedAttribute]: '' });
    expect(run({})).toEqual({});
    expect(() => runInNewContext(bannerInlineScript('k'), { localStorage: brokenStorage, document: {} })).not.toThrow();
  });
});

describe('scroll-to-top', () => {
  it('shows as soon as the page is scrolled at all', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(1)).toBe(true);
    expect(isScrolled(0.5)).toBe(true);
  });

  it('has its name in both languages', () => {
    expect(uiText.scrollToTopButtonText).toEqual({ en: 'Scroll to top', zh: '滚动到顶部' });
  });
});

describe('page transition', () => {
  it('animates only with content animation on and no reduced-motion preference', () => {
    expect(pageTransitionClass(true, false)).toBe('auto');
    expect(pageTransitionClass(true, true)).toBe('none');
    expect(pageTransitionClass(false, false)).toBe('none');
    expect(pageTransitionClass(undefined, false)).toBe('none');
  });
});
