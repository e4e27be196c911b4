import { lazyPage, type LazyPage } from '../shared/ui/lazy-page';
import { routeData, type RouteData, type RoutePath } from './route-data';

export { flattenRoutes, pathsOf } from './route-data';

/** One screen of SPEC §2: its path, aliases, flags (./route-data) and lazily loaded page. */
export interface AppRoute extends RouteData {
  page: LazyPage;
  children?: readonly AppRoute[];
}

/** The page of every path of the route data; the type asks for exactly one per path. */
const pages: Record<RoutePath, LazyPage> = {
  '/': lazyPage(() => import('#features/auth/pages/landing-page'), 'LandingPage'),
  '/signup-link': lazyPage(() => import('#features/auth/pages/signup-link-page'), 'SignupLinkPage'),
  '/403': lazyPage(() => import('./pages/forbidden-page'), 'ForbiddenPage'),
  '/privacy-policy': lazyPage(
    () => import('#features/auth/pages/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  '/terms&conditions': lazyPage(() => import('#features/auth/pages/terms-page'), 'TermsPage'),
  '/login': lazyPage(() => import('#features/auth/pages/login-page'), 'LoginPage'),
  '/signup': lazyPage(() => import('#features/auth/pages/signup-page'), 'SignupPage'),
  '/forgot-password': lazyPage(
    () => import('#features/auth/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  '/change-password/:token': lazyPage(
    () => import('#features/auth/pages/change-password-page'),
    'ChangePasswordPage',
  ),
  '/profile': lazyPage(() => import('#features/users/pages/profile-page'), 'ProfilePage'),
  '/newsfeed': lazyPage(() => import('#features/news/pages/news-feed-page'), 'NewsFeedPage'),
  '/newsfeed/view/:id': lazyPage(
    () => import('#features/news/pages/news-article-page'),
    'NewsArticlePage',
  ),
  '/products': lazyPage(() => import('#features/products/pages/products-page'), 'ProductsPage'),
  '/product/view/:id': lazyPage(
    () => import('#features/products/pages/product-page'),
    'ProductPage',
  ),
  '/communities': lazyPage(
    () => import('#features/community/pages/communities-page'),
    'CommunitiesPage',
  ),
  '/community/detail/:id': lazyPage(
    () => import('#features/community/pages/community-detail-page'),
    'CommunityDetailPage',
  ),
  '/community/user-post/details/:id': lazyPage(
    () => import('#features/community/pages/user-post-detail-page'),
    'UserPostDetailPage',
  ),
  '/community/chat': lazyPage(() => import('#features/chat/pages/chat-page'), 'ChatPage'),
  '/community/post/:id': lazyPage(
    () => import('#features/community/pages/community-post-page'),
    'CommunityPostPage',
  ),
  '/contact/detail/:id': lazyPage(
    () => import('#features/community/pages/contact-detail-page'),
    'ContactDetailPage',
  ),
  '/education': lazyPage(() => import('#features/education/pages/education-page'), 'EducationPage'),
  '/educations': lazyPage(
    () => import('#features/education/pages/educations-page'),
    'EducationsPage',
  ),
  '/education/journalclub/:id': lazyPage(
    () => import('#features/education/pages/journal-club-page'),
    'JournalClubPage',
  ),
  '/education/keyPublications/:id': lazyPage(
    () => import('#features/education/pages/key-publication-page'),
    'KeyPublicationPage',
  ),
  '/education/webinar/:id': lazyPage(
    () => import('#features/education/pages/webinar-page'),
    'WebinarPage',
  ),
  '/appointment/list': lazyPage(
    () => import('#features/bookings/pages/appointment-list-page'),
    'AppointmentListPage',
  ),
  '/home': lazyPage(() => import('#features/home/pages/home-page'), 'HomePage'),
  '/guide-card': lazyPage(() => import('#features/home/pages/guide-cards-page'), 'GuideCardsPage'),
  '/documents': lazyPage(() => import('#features/home/pages/documents-page'), 'DocumentsPage'),
  '/eventSchedules': lazyPage(
    () => import('#features/home/pages/event-schedules-page'),
    'EventSchedulesPage',
  ),
  '/usefulLinks': lazyPage(
    () => import('#features/home/pages/useful-links-page'),
    'UsefulLinksPage',
  ),
  '/recommendedArticles': lazyPage(
    () => import('#features/home/pages/recommended-articles-page'),
    'RecommendedArticlesPage',
  ),
  '/upcomingEvent': lazyPage(
    () => import('#features/home/pages/upcoming-events-page'),
    'UpcomingEventsPage',
  ),
  '/testimonialsList': lazyPage(
    () => import('#features/home/pages/testimonials-page'),
    'TestimonialsPage',
  ),
};

function withPages(routes: readonly RouteData[]): AppRoute[] {
  return routes.map(({ children, ...route }) => ({
    ...route,
    page: pages[route.path as RoutePath],
    ...(children ? { children: withPages(children) } : {}),
  }));
}

/** Every path and alias of SPEC §2 with its flags and page. Guards, menus and headers read this. */
export const routeTable: readonly AppRoute[] = withPages(routeData);
