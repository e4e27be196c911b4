import type { RouteMeta } from '../shared/navigation/route-meta';
import { adminRouteData } from './admin-route-data';

// Pure data, no pages and no React: the end-to-end tests import this file to visit every route.

/** One screen of SPEC §2: its path, aliases and flags. */
export interface RouteData extends RouteMeta {
  path: string;
  aliases?: readonly string[];
  /** Screens reached from this one (community detail, chat, ...); their paths are absolute. */
  children?: readonly RouteData[];
}

const home = { auth: true, module: 'home' } as const;
const media = { auth: true, module: 'media', breadcrumb: 'Media' } as const;
const products = {
  auth: true,
  module: 'product',
  breadcrumb: 'Products',
  selfCertified: true,
} as const;
const community = { auth: true, module: 'forum', breadcrumb: 'Community' } as const;
const education = { auth: true, module: 'education', breadcrumb: 'Education' } as const;
const bookings = { auth: true, module: 'bookingList', breadcrumb: 'Bookings' } as const;

/**
 * Every path and alias of SPEC §2 with its flags. Guards, menus and headers read it through
 * `routeTable` (./route-table), which adds each path's page; the end-to-end tests read it here.
 */
export const routeData = [
  // Public and landing: neither flag (a logged-in user goes to Home) or open to all.
  {
    path: '/',
    title: 'Welcome',
  },
  {
    path: '/signup-link',
    title: 'Sign Up',
  },
  {
    path: '/403',
    title: 'Permission Denied',
    public: true,
  },

  // Guest routes.
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    guest: true,
  },
  {
    path: '/terms&conditions',
    title: 'Terms & Conditions',
    guest: true,
  },
  {
    path: '/login',
    title: 'Login',
    guest: true,
  },
  {
    path: '/signup',
    title: 'Sign Up',
    guest: true,
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    guest: true,
  },
  {
    path: '/change-password/:token',
    title: 'Change Password',
    guest: true,
  },

  // Login required.
  {
    path: '/profile',
    aliases: ['/profile/details', '/profile/biography', '/profile/work'],
    title: 'Profile',
    auth: true,
    breadcrumb: 'Profile',
    sections: { tab: true },
  },
  {
    path: '/newsfeed',
    aliases: ['/newsfeeds'],
    title: 'Media',
    ...media,
    sections: { sidebar: true },
  },
  {
    path: '/newsfeed/view/:id',
    title: 'Article',
    ...media,
    sections: { detail: true },
  },
  {
    path: '/products',
    title: 'Products',
    ...products,
    sections: { sidebar: true },
  },
  {
    path: '/product/view/:id',
    title: 'Product',
    ...products,
    sections: { detail: true },
  },
  {
    path: '/communities',
    aliases: ['/community/forums', '/community/userposts', '/community/users', '/community/admins'],
    title: 'Community',
    ...community,
    sections: { sidebar: true, tab: true },
    children: [
      {
        path: '/community/detail/:id',
        title: 'Community Detail',
        ...community,
        sections: { sidebar: true, detail: true },
      },
      {
        path: '/community/user-post/details/:id',
        title: 'User Post',
        ...community,
        sections: { sidebar: true, detail: true },
      },
      {
        path: '/community/chat',
        title: 'Chat',
        ...community,
        sections: { sidebar: true, detail: true },
      },
    ],
  },
  {
    path: '/community/post/:id',
    title: 'Post',
    ...community,
    sections: { detail: true },
  },
  {
    path: '/contact/detail/:id',
    title: 'Contact Detail',
    ...community,
    sections: { detail: true },
  },
  {
    path: '/education',
    aliases: [
      '/education/forums',
      '/education/library',
      '/education/webinars',
      '/education/lp-profiles',
      '/education/clinics',
      '/education/FAQ',
      '/education/journal-club',
      '/education/publications',
    ],
    title: 'Education',
    ...education,
    sections: { tab: true },
  },
  {
    path: '/educations',
    title: 'Education',
    ...education,
    sections: { tab: true },
  },
  {
    path: '/education/journalclub/:id',
    title: 'Journal Club',
    ...education,
    sections: { detail: true },
  },
  {
    path: '/education/keyPublications/:id',
    title: 'Key Publication',
    ...education,
    sections: { detail: true },
  },
  {
    path: '/education/webinar/:id',
    title: 'Webinar',
    ...education,
    sections: { detail: true },
  },
  {
    path: '/education/cpd',
    title: 'CPD Record',
    ...education,
    sections: { detail: true },
  },
  {
    path: '/appointment/list',
    title: 'Bookings',
    ...bookings,
  },
  {
    path: '/appointment/book',
    title: 'Book an Appointment',
    ...bookings,
    sections: { detail: true },
  },
  {
    path: '/appointment/book/:doctorId',
    title: 'Book an Appointment',
    ...bookings,
    sections: { detail: true },
  },
  {
    path: '/appointment/onboarding',
    title: 'Set Up Payments',
    ...bookings,
    sections: { detail: true },
  },
  {
    path: '/home',
    title: 'Home',
    ...home,
    breadcrumb: 'Home',
  },
  {
    path: '/guide-card',
    title: 'Guide Cards',
    ...home,
    breadcrumb: 'Guide Cards',
  },
  {
    path: '/documents',
    title: 'Documents',
    ...home,
    breadcrumb: 'Documents',
  },
  {
    path: '/eventSchedules',
    title: 'Event Schedules',
    ...home,
    breadcrumb: 'Event Schedules',
  },
  {
    path: '/usefulLinks',
    title: 'Useful Links',
    ...home,
    breadcrumb: 'Useful Links',
  },
  {
    path: '/recommendedArticles',
    title: 'Recommended Articles',
    ...home,
    breadcrumb: 'Recommended Articles',
  },
  {
    path: '/upcomingEvent',
    title: 'Upcoming Events',
    ...home,
    breadcrumb: 'Upcoming Events',
  },
  {
    path: '/testimonialsList',
    title: 'Testimonials',
    ...home,
    breadcrumb: 'Testimonials',
  },

  // The admin area (./admin-route-data).
  ...adminRouteData,
] as const satisfies readonly RouteData[];

type PathsOf<R> = R extends { path: infer P; children: readonly (infer C)[] }
  ? P | PathsOf<C>
  : R extends { path: infer P }
    ? P
    : never;

/** Every path of the table, children included (not the aliases: they share their route's page). */
export type RoutePath = PathsOf<(typeof routeData)[number]>;

/** Every route of the table, children included, in table order. */
export function flattenRoutes<R extends RouteData>(table: readonly R[]): R[] {
  return table.flatMap((route) => [
    route,
    ...flattenRoutes((route.children ?? []) as readonly R[]),
  ]);
}

/** A route's path followed by its aliases. */
export function pathsOf(route: RouteData): string[] {
  return [route.path, ...(route.aliases ?? [])];
}
