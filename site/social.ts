import type { SocialLink } from '@rspress/core';
import { getSocialIcons } from '@rspress/core/dist/node/utils/getSocialIcons.js';

export type SocialIcon = 'github' | 'x' | 'discord' | 'bluesky';

/** A navbar social link, as data (site/config-data.ts): `namedSocialLink` turns it into a link with its icon. */
export interface SocialAccount {
  icon: SocialIcon;
  /** The link's accessible name. */
  name: string;
  url: string;
}

/**
 * A navbar social link whose icon carries the link's name. Rspress renders
 * these links with the icon alone, so they had no accessible name; this uses
 * Rspress's own preset SVG, marked as an image named `name`.
 */
export function namedSocialLink({ icon, name, url }: SocialAccount): SocialLink {
  const svg = getSocialIcons([{ icon, mode: 'link', content: url }])[icon];
  if (!svg?.startsWith('<svg ')) throw new Error(`No preset social icon "${icon}"`);
  const label = name.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return { icon: { svg: svg.replace('<svg ', `<svg role="img" aria-label="${label}" `) }, mode: 'link', content: url };
}
