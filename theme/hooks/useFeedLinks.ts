import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { type FeedLink, feedLinkAttribute, feedLinksFor, feedSiteUrl } from '../../site/feeds';

/**
 * Replaces the feed links of <head> (marked with `data-site-feed`) by those of
 * the page. Built pages already carry their links in the static head; this
 * keeps them right when the reader moves to another page in the browser.
 * @rspress/plugin-rss emits them through unhead, which keeps one
 * `rel="alternate"` link per hreflang and so drops one of the two feeds.
 */
export function syncFeedLinks(head: HTMLHeadElement, links: FeedLink[]): void {
  const doc = head.ownerDocument;
  const wanted = new Map(links.map((l) => [`${l.type} ${l.href}`, l]));
  for (const el of Array.from(head.querySelectorAll<HTMLLinkElement>(`link[${feedLinkAttribute}]`))) {
    const key = `${el.getAttribute('type')} ${el.getAttribute('href')}`;
    if (wanted.has(key)) wanted.delete(key);
    else el.remove();
  }
  for (const l of wanted.values()) {
    const el = doc.createElement('link');
    el.setAttribute('rel', l.rel);
    el.setAttribute('type', l.type);
    el.setAttribute('href', l.href);
    el.setAttribute('hreflang', l.hreflang);
    el.setAttribute(feedLinkAttribute, '');
    head.appendChild(el);
  }
}

export function useFeedLinks(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    syncFeedLinks(document.head, feedLinksFor(pathname, feedSiteUrl));
  }, [pathname]);
}
