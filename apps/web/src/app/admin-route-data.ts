import type { RouteData } from './route-data';

// Pure data, as route-data.ts is: the admin area's rows of the route table, kept apart so the
// table of SPEC §2's screens stays readable as the admin area grows.

/** The admin area (issue 31): admins only, inside the admin layout (features/admin). */
const admin = { auth: true, admin: true, breadcrumb: 'Admin' } as const;

/**
 * The admin area: every page flagged `admin` (only an admin reaches it; the others go to /403),
 * shown in the admin layout with its section nav (features/admin/sections.ts). /admin itself
 * is no page: it sends the admin on to the first section (app/routes.ts). A section adds its
 * rows here, its lines in sections.ts and its modules in app/routes.ts.
 */
export const adminRouteData = [
  {
    path: '/admin/users',
    title: 'Users',
    ...admin,
  },
  {
    path: '/admin/users/:id',
    title: 'User',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/news',
    title: 'News articles',
    ...admin,
  },
  {
    path: '/admin/news/:id',
    title: 'Article',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/news-categories',
    title: 'News categories',
    ...admin,
  },
  {
    path: '/admin/contact-us',
    title: 'Contact-us Users',
    ...admin,
  },
  {
    path: '/admin/audit',
    title: 'Audit',
    ...admin,
  },
  // The catalogue's and Education's authoring (decisions 91-93).
  {
    path: '/admin/products',
    title: 'Products',
    ...admin,
  },
  {
    path: '/admin/products/:id',
    title: 'Product',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/producers',
    title: 'Producers',
    ...admin,
  },
  {
    path: '/admin/producers/:id',
    title: 'Producer',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/faq',
    title: 'FAQ',
    ...admin,
  },
  {
    path: '/admin/faq/:id',
    title: 'FAQ Entry',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/webinars',
    title: 'Webinars',
    ...admin,
  },
  {
    path: '/admin/webinars/:id',
    title: 'Webinar',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/key-publications',
    title: 'Key Publications',
    ...admin,
  },
  {
    path: '/admin/key-publications/:id',
    title: 'Key Publication',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/review',
    title: 'Review queue',
    ...admin,
  },
  // Home's authoring (decision 98).
  {
    path: '/admin/useful-links',
    title: 'Useful links',
    ...admin,
  },
  {
    path: '/admin/useful-links/:id',
    title: 'Useful link',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/testimonials',
    title: 'Testimonials',
    ...admin,
  },
  {
    path: '/admin/testimonials/:id',
    title: 'Testimonial',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/guide-cards',
    title: 'Guide cards',
    ...admin,
  },
  {
    path: '/admin/guide-cards/:id',
    title: 'Guide card',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/events',
    title: 'Events',
    ...admin,
  },
  {
    path: '/admin/events/:id',
    title: 'Event',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/library-documents',
    title: 'Library documents',
    ...admin,
  },
  {
    path: '/admin/library-documents/:id',
    title: 'Library document',
    ...admin,
    sections: { detail: true },
  },
  {
    path: '/admin/library-links',
    title: 'Library links',
    ...admin,
  },
  {
    path: '/admin/library-links/:id',
    title: 'Library link',
    ...admin,
    sections: { detail: true },
  },
] as const satisfies readonly RouteData[];
