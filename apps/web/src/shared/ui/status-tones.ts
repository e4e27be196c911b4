/**
 * The colours of statuses (badges, and the buttons that set them), dark enough for 4.5:1 between
 * small text and its background: a light badge's pale tint, an outline's white page, a filled
 * button's white text. Mantine's 'green.9' and 'yellow.9' are not (3.8:1 and 2.7:1 as light
 * badges; white on 'green.9' fails too). `app/badge-contrast.test.ts` measures the badges.
 */
export const STATUS_TONES = {
  good: '#1b5e20',
  waiting: '#8a4500',
  bad: '#c92a2a',
  done: 'blue.9',
  idle: 'gray',
} as const;
