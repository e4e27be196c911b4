/**
 * The colours of status badges, dark enough for 4.5:1 between a small badge's text and its own
 * pale background (light variant) or the white page (outline, filled): Mantine's 'green.9' and
 * 'yellow.9' are not (3.8:1 and 2.7:1). `app/badge-contrast.test.ts` measures each.
 */
export const BADGE_TONES = {
  good: '#1b5e20',
  waiting: '#8a4500',
  bad: '#c92a2a',
  done: 'blue.9',
  idle: 'gray',
} as const;
