import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteMeta } from '../shared/navigation/route-meta';
import { lazyPage } from '../shared/ui/lazy-page';

/** One screen of SPEC §2: its path, aliases, flags and lazily loaded page. */
export interface AppRoute extends RouteMeta {
  path: string;
  aliases?: readonly string[];
  page: LazyExoticComponent<ComponentType>;
  /** Screens reached from this one (community detail, chat, ...); their paths are absolute. */
  children?: readonly AppRoute[];
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

/** Every path and alias of SPEC §2 with its flags. Guards, menus and headers read this. */
export const routeTable: readonly AppRoute[] = [
  // Public and landing: neither flag (a logged-in user goes to Home) or open to all.
  {
    path: '/',
    title: 'Welcome',
    page: lazyPage(() => import('#features/auth/pages/landing-page'), 'LandingPage'),
  },
  {
    path: '/signup-link',
    title: 'Sign Up',
    page: lazyPage(() => import('#features/auth/pages/signup-link-page'), 'SignupLinkPage'),
  },
  {
    path: '/403',
    title: 'Permission Denied',
    public: true,
    page: lazyPage(() => import('./pages/forbidden-page'), 'ForbiddenPage'),
  },

  // Guest routes.
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    path: '/terms&conditions',
    title: 'Terms & Conditions',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/terms-page'), 'TermsPage'),
  },
  {
    path: '/login',
    title: 'Login',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: '/signup',
    title: 'Sign Up',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/signup-page'), 'SignupPage'),
  },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/change-password/:token',
    title: 'Change Password',
    guest: true,
    page: lazyPage(() => import('#features/auth/pages/change-password-page'), 'ChangePasswordPage'),
  },

  // Login required.
  {
    path: '/profile',
    aliases: ['/profile/details', '/profile/biography', '/profile/work'],
    title: 'Profile',
    auth: true,
    breadcrumb: 'Profile',
    sections: { tab: true },
    page: lazyPage(() => import('#features/users/pages/profile-page'), 'ProfilePage'),
  },
  {
    path: '/newsfeed',
    aliases: ['/newsfeeds'],
    title: 'Media',
    ...media,
    sections: { sidebar: true },
    page: lazyPage(() => import('#features/news/pages/news-feed-page'), 'NewsFeedPage'),
  },
  {
    path: '/newsfeed/view/:id',
    title: 'Article',
    ...media,
    sections: { detail: true },
    page: lazyPage(() => import('#features/news/pages/news-article-page'), 'NewsArticlePage'),
  },
  {
    path: '/products',
    title: 'Products',
    ...products,
    sections: { sidebar: true },
    page: lazyPage(() => import('#features/products/pages/products-page'), 'ProductsPage'),
  },
  {
    path: '/product/view/:id',
    title: 'Product',
    ...products,
    sections: { detail: true },
    page: lazyPage(() => import('#features/products/pages/product-page'), 'ProductPage'),
  },
  {
    path: '/communities',
    aliases: ['/community/forums', '/community/userposts', '/community/users', '/community/admins'],
    title: 'Community',
    ...community,
    sections: { sidebar: true, tab: true },
    page: lazyPage(() => import('#features/community/pages/communities-page'), 'CommunitiesPage'),
    children: [
      {
        path: '/community/detail/:id',
        title: 'Community Detail',
        ...community,
        sections: { sidebar: true, detail: true },
        page: lazyPage(
          () => import('#features/community/pages/community-detail-page'),
          'CommunityDetailPage',
        ),
      },
      {
        path: '/community/user-post/details/:id',
        title: 'User Post',
        ...community,
        sections: { sidebar: true, detail: true },
        page: lazyPage(
          () => import('#features/community/pages/user-post-detail-page'),
          'UserPostDetailPage',
        ),
      },
      {
        path: '/community/chat',
        title: 'Chat',
        ...community,
        sections: { sidebar: true, detail: true },
        page: lazyPage(
          () => import('#features/community/pages/community-chat-page'),
          'CommunityChatPage',
        ),
      },
    ],
  },
  {
    path: '/community/post/:id',
    title: 'Post',
    ...community,
    sections: { detail: true },
    page: lazyPage(
      () => import('#features/community/pages/community-post-page'),
      'CommunityPostPage',
    ),
  },
  {
    path: '/contact/detail/:id',
    title: 'Contact Detail',
    ...community,
    sections: { detail: true },
    page: lazyPage(
      () => import('#features/community/pages/contact-detail-page'),
      'ContactDetailPage',
    ),
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
    page: lazyPage(() => import('#features/education/pages/education-page'), 'EducationPage'),
  },
  {
    path: '/educations',
    title: 'Education',
    ...education,
    sections: { tab: true },
    page: lazyPage(() => import('#features/education/pages/educations-page'), 'EducationsPage'),
  },
  {
    path: '/education/journalclub/:id',
    title: 'Journal Club',
    ...education,
    sections: { detail: true },
    page: lazyPage(() => import('#features/education/pages/journal-club-page'), 'JournalClubPage'),
  },
  {
    path: '/education/keyPublications/:id',
    title: 'Key Publication',
    ...education,
    sections: { detail: true },
    page: lazyPage(
      () => import('#features/education/pages/key-publication-page'),
      'KeyPublicationPage',
    ),
  },
  {
    path: '/education/webinar/:id',
    title: 'Webinar',
    ...education,
    sections: { detail: true },
    page: lazyPage(() => import('#features/education/pages/webinar-page'), 'WebinarPage'),
  },
  {
    path: '/appointment/list',
    title: 'Bookings',
    auth: true,
    module: 'bookingList',
    breadcrumb: 'Bookings',
    page: lazyPage(
      () => import('#features/bookings/pages/appointment-list-page'),
      'AppointmentListPage',
    ),
  },
  {
    path: '/home',
    title: 'Home',
    ...home,
    breadcrumb: 'Home',
    page: lazyPage(() => import('#features/home/pages/home-page'), 'HomePage'),
  },
  {
    path: '/guide-card',
    title: 'Guide Cards',
    ...home,
    breadcrumb: 'Guide Cards',
    page: lazyPage(() => import('#features/home/pages/guide-cards-page'), 'GuideCardsPage'),
  },
  {
    path: '/documents',
    title: 'Documents',
    ...home,
    breadcrumb: 'Documents',
    page: lazyPage(() => import('#features/home/pages/documents-page'), 'DocumentsPage'),
  },
  {
    path: '/eventSchedules',
    title: 'Event Schedules',
    ...home,
    breadcrumb: 'Event Schedules',
    page: lazyPage(() => import('#features/home/pages/event-schedules-page'), 'EventSchedulesPage'),
  },
  {
    path: '/usefulLinks',
    title: 'Useful Links',
    ...home,
    breadcrumb: 'Useful Links',
    page: lazyPage(() => import('#features/home/pages/useful-links-page'), 'UsefulLinksPage'),
  },
  {
    path: '/recommendedArticles',
    title: 'Recommended Articles',
    ...home,
    breadcrumb: 'Recommended Articles',
    page: lazyPage(
      () => import('#features/home/pages/recommended-articles-page'),
      'RecommendedArticlesPage',
    ),
  },
  {
    path: '/upcomingEvent',
    title: 'Upcoming Events',
    ...home,
    breadcrumb: 'Upcoming Events',
    page: lazyPage(() => import('#features/home/pages/upcoming-events-page'), 'UpcomingEventsPage'),
  },
  {
    path: '/testimonialsList',
    title: 'Testimonials',
    ...home,
    breadcrumb: 'Testimonials',
    page: lazyPage(() => import('#features/home/pages/testimonials-page'), 'TestimonialsPage'),
  },
];

/** Every route of the table, children included, in table order. */
export function flattenRoutes(table: readonly AppRoute[]): AppRoute[] {
  return table.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

/** A route's path followed by its aliases. */
export function pathsOf(route: AppRoute): string[] {
  return [route.path, ...(route.aliases ?? [])];
}
