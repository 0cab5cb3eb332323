import { IconFile, IconHeader, IconJump, IconTitle, Link, SvgWrapper } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import type { Highlight, SearchHit } from '../../search/engine';

const ICONS = { title: IconTitle, header: IconHeader, content: IconFile } as const;

/** Text with the highlighted ranges wrapped in marks; every part stays a text node. */
export function highlighted(text: string, highlights: Highlight[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { start, length } of highlights) {
    if (start < last || start >= text.length) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} className="rp-suggest-item__mark">
        {text.slice(start, start + length)}
      </span>,
    );
    last = start + length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** One hit of the search panel: a title, heading or text match, as a link. */
export function SearchResultItem({ hit, current, onHover, onOpen }: { hit: SearchHit; current: boolean; onHover: () => void; onOpen: () => void }) {
  return (
    <li className={`rp-suggest-item${current ? ' rp-suggest-item--current' : ''}`} onMouseMove={current ? undefined : onHover} data-hit-type={hit.type}>
      <Link href={hit.link} className="rp-suggest-item__link" onClick={onOpen}>
        <div className="rp-suggest-item__container">
          <div className="rp-suggest-item__icon">
            <SvgWrapper icon={ICONS[hit.type]} aria-hidden="true" />
          </div>
          <div className="rp-suggest-item__content">
            {hit.type === 'content' ? (
              <>
                <div className="rp-suggest-item__statement">{highlighted(hit.statement ?? '', hit.highlights)}</div>
                <p className="rp-suggest-item__title">{hit.header === hit.title ? hit.title : `${hit.title} › ${hit.header}`}</p>
              </>
            ) : (
              <>
                <div className="rp-suggest-item__header">{highlighted(hit.header, hit.highlights)}</div>
                {hit.type === 'header' && <p className="rp-suggest-item__title">{hit.title}</p>}
              </>
            )}
          </div>
          <div className="rp-suggest-item__action-icon">
            <SvgWrapper icon={IconJump} aria-hidden="true" />
          </div>
        </div>
      </Link>
    </li>
  );
}
