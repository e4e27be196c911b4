import type { CSSProperties } from 'react';

/**
 * A card's fixed height on a wide screen and its greatest height on a phone, where it is as tall
 * as its content up to that (SPEC §9 CARD_HEIGHTS), as the CSS variables home.module.css reads,
 * in pixels or as a CSS length; undefined leaves that layout's height to the content.
 */
export function cardHeight(desktop?: number | string, mobile?: number | string): CSSProperties {
  const length = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);
  const style: Record<string, string> = {};
  if (desktop !== undefined) style['--card-height'] = length(desktop);
  if (mobile !== undefined) style['--card-height-mobile'] = length(mobile);
  return style as CSSProperties;
}
