/** One section of the admin area: its nav entry and the path of its first page. */
export interface AdminSection {
  slug: string;
  label: string;
  path: string;
}

/**
 * The admin area's sections, in the order of its nav; /admin opens the first. A section's pages
 * are its path and the paths below it (`/admin/users/:id` is in Users). A new section adds its
 * line here and its pages as route modules (app/routes/admin.*.tsx, handle `adminPage`).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { slug: 'users', label: 'Users', path: '/admin/users' },
  { slug: 'news', label: 'News articles', path: '/admin/news' },
  { slug: 'news-categories', label: 'News categories', path: '/admin/news-categories' },
  { slug: 'contact-us', label: 'Contact-us users', path: '/admin/contact-us' },
  { slug: 'audit', label: 'Audit', path: '/admin/audit' },
  { slug: 'products', label: 'Products', path: '/admin/products' },
  { slug: 'producers', label: 'Producers', path: '/admin/producers' },
  { slug: 'faq', label: 'FAQ', path: '/admin/faq' },
  { slug: 'webinars', label: 'Webinars', path: '/admin/webinars' },
  { slug: 'key-publications', label: 'Key publications', path: '/admin/key-publications' },
  { slug: 'review', label: 'Review queue', path: '/admin/review' },
  { slug: 'useful-links', label: 'Useful links', path: '/admin/useful-links' },
  { slug: 'testimonials', label: 'Testimonials', path: '/admin/testimonials' },
  { slug: 'guide-cards', label: 'Guide cards', path: '/admin/guide-cards' },
  { slug: 'events', label: 'Events', path: '/admin/events' },
  { slug: 'library-documents', label: 'Library documents', path: '/admin/library-documents' },
  { slug: 'library-links', label: 'Library links', path: '/admin/library-links' },
];

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
