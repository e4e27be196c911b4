import type { CSSProperties } from 'react';

/**
 * A card's fixed height on a wide screen and on a phone (SPEC §9 CARD_HEIGHTS), as the CSS
 * variables home.module.css reads; undefined leaves that layout's height to the content.
 */
export function cardHeight(desktop?: number, mobile?: number): CSSProperties {
  const style: Record<string, string> = {};
  if (desktop !== undefined) style['--card-height'] = `${desktop}px`;
  if (mobile !== undefined) style['--card-height-mobile'] = `${mobile}px`;
  return style as CSSProperties;
}
