/** Module slugs of SPEC §2; a user's `modules` list holds some of them. Home is always on. */
export const MODULE_SLUGS = [
  'home',
  'education',
  'media',
  'product',
  'forum',
  'bookingList',
] as const;
export type ModuleSlug = (typeof MODULE_SLUGS)[number];
