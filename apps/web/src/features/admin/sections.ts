/** The admin nav's groups, in its order. */
export const ADMIN_GROUPS = [
  'People',
  'Content',
  'Catalogue',
  'Education',
  'Community',
  'Review',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** One section of the admin area: its nav entry, its group and the path of its first page. */
export interface AdminSection {
  slug: string;
  label: string;
  path: string;
  group: AdminGroup;
}

/**
 * The admin area's sections, in the order of its nav (by group); /admin opens the first. A
 * section's pages are its path and the paths below it (`/admin/users/:id` is in Users). A new
 * section adds its line here, in its group, and its pages as route modules
 * (app/routes/admin.*.tsx, handle `adminPage`).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: 'users', label: 'Users', path: '/admin/users', group: 'People' },
  { slug: 'contact-us', label: 'Contact-us users', path: '/admin/contact-us', group: 'People' },
  { slug: 'news', label: 'News articles', path: '/admin/news', group: 'Content' },
  {
    slug: 'news-categories',
    label: 'News categories',
    path: '/admin/news-categories',
    group: 'Content',
  },
  { slug: 'events', label: 'Events', path: '/admin/events', group: 'Content' },
  { slug: 'guide-cards', label: 'Guide cards', path: '/admin/guide-cards', group: 'Content' },
  { slug: 'useful-links', label: 'Useful links', path: '/admin/useful-links', group: 'Content' },
  { slug: 'testimonials', label: 'Testimonials', path: '/admin/testimonials', group: 'Content' },
  { slug: 'products', label: 'Products', path: '/admin/products', group: 'Catalogue' },
  { slug: 'producers', label: 'Producers', path: '/admin/producers', group: 'Catalogue' },
  { slug: 'webinars', label: 'Webinars', path: '/admin/webinars', group: 'Education' },
  {
    slug: 'key-publications',
    label: 'Key publications',
    path: '/admin/key-publications',
    group: 'Education',
  },
  {
    slug: 'library-documents',
    label: 'Library documents',
    path: '/admin/library-documents',
    group: 'Education',
  },
  {
    slug: 'library-links',
    label: 'Library links',
    path: '/admin/library-links',
    group: 'Education',
  },
  { slug: 'faq', label: 'FAQ', path: '/admin/faq', group: 'Education' },
  { slug: 'clinics', label: 'Clinics', path: '/admin/clinics', group: 'Education' },
  {
    slug: 'journal-clubs',
    label: 'Journal clubs',
    path: '/admin/journal-clubs',
    group: 'Education',
  },
  { slug: 'channels', label: 'Channels', path: '/admin/channels', group: 'Community' },
  {
    slug: 'moderation-log',
    label: 'Moderation log',
    path: '/admin/moderation-log',
    group: 'Community',
  },
  { slug: 'review', label: 'Review queue', path: '/admin/review', group: 'Review' },
  { slug: 'audit', label: 'Audit', path: '/admin/audit', group: 'Review' },
];

/** The sections of each group that has any, in the nav's order. */
export function sectionsByGroup(
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): { group: AdminGroup; sections: AdminSection[] }[] {
  return ADMIN_GROUPS.map((group) => ({
    group,
    sections: sections.filter((s) => s.group === group),
  })).filter((g) => g.sections.length > 0);
}

/** The section a path belongs to: the one with the longest path that starts it, if any. */
export function sectionOf(
  pathname: string,
  sections: readonly AdminSection[] = ADMIN_SECTIONS,
): AdminSection | undefined {
  let best: AdminSection | undefined;
  for (const section of sections) {
    const inside = pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!best || section.path.length > best.path.length)) best = section;
  }
  return best;
}

/** Where /admin sends an admin: the first section. */
export const ADMIN_HOME = ADMIN_SECTIONS[0]?.path ?? '/home';
