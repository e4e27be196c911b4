import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { flattenRoutes, pathsOf, routeData, type RouteData } from './route-data';

/** The route module of each path of the route table (SPEC §2); its aliases share it. */
const modules: Record<string, string> = {
  '/': 'routes/landing.tsx',
  '/signup-link': 'routes/signup-link.tsx',
  '/403': 'routes/403.tsx',
  '/privacy-policy': 'routes/privacy-policy.tsx',
  '/terms&conditions': 'routes/terms-and-conditions.tsx',
  '/login': 'routes/login.tsx',
  '/signup': 'routes/signup.tsx',
  '/forgot-password': 'routes/forgot-password.tsx',
  '/change-password/:token': 'routes/change-password.token.tsx',
  '/profile': 'routes/profile.tsx',
  '/newsfeed': 'routes/newsfeed.tsx',
  '/newsfeed/view/:id': 'routes/newsfeed.view.id.tsx',
  '/products': 'routes/products.tsx',
  '/product/view/:id': 'routes/product.view.id.tsx',
  '/communities': 'routes/communities.tsx',
  '/community/detail/:id': 'routes/community.detail.id.tsx',
  '/community/user-post/details/:id': 'routes/community.user-post.details.id.tsx',
  '/community/chat': 'routes/community.chat.tsx',
  '/community/post/:id': 'routes/community.post.id.tsx',
  '/contact/detail/:id': 'routes/contact.detail.id.tsx',
  '/education': 'routes/education.tsx',
  '/educations': 'routes/educations.tsx',
  '/education/journalclub/:id': 'routes/education.journalclub.id.tsx',
  '/education/keyPublications/:id': 'routes/education.key-publications.id.tsx',
  '/education/webinar/:id': 'routes/education.webinar.id.tsx',
  '/education/cpd': 'routes/education.cpd.tsx',
  '/appointment/list': 'routes/appointment.list.tsx',
  '/appointment/book': 'routes/appointment.book.tsx',
  '/appointment/book/:doctorId': 'routes/appointment.book.doctor-id.tsx',
  '/appointment/onboarding': 'routes/appointment.onboarding.tsx',
  '/home': 'routes/home.tsx',
  '/guide-card': 'routes/guide-card.tsx',
  '/documents': 'routes/documents.tsx',
  '/eventSchedules': 'routes/event-schedules.tsx',
  '/usefulLinks': 'routes/useful-links.tsx',
  '/recommendedArticles': 'routes/recommended-articles.tsx',
  '/upcomingEvent': 'routes/upcoming-event.tsx',
  '/testimonialsList': 'routes/testimonials-list.tsx',
  '/admin/users': 'routes/admin.users.tsx',
  '/admin/users/:id': 'routes/admin.users.id.tsx',
  '/admin/news': 'routes/admin.news.tsx',
  '/admin/news/:id': 'routes/admin.news.id.tsx',
  '/admin/news-categories': 'routes/admin.news-categories.tsx',
  '/admin/contact-us': 'routes/admin.contact-us.tsx',
  '/admin/audit': 'routes/admin.audit.tsx',
  '/admin/products': 'routes/admin.products.tsx',
  '/admin/products/:id': 'routes/admin.products.id.tsx',
  '/admin/producers': 'routes/admin.producers.tsx',
  '/admin/producers/:id': 'routes/admin.producers.id.tsx',
  '/admin/faq': 'routes/admin.faq.tsx',
  '/admin/faq/:id': 'routes/admin.faq.id.tsx',
  '/admin/webinars': 'routes/admin.webinars.tsx',
  '/admin/webinars/:id': 'routes/admin.webinars.id.tsx',
  '/admin/key-publications': 'routes/admin.key-publications.tsx',
  '/admin/key-publications/:id': 'routes/admin.key-publications.id.tsx',
  '/admin/review': 'routes/admin.review.tsx',
  '/admin/useful-links': 'routes/admin.useful-links.tsx',
  '/admin/useful-links/:id': 'routes/admin.useful-links.id.tsx',
  '/admin/testimonials': 'routes/admin.testimonials.tsx',
  '/admin/testimonials/:id': 'routes/admin.testimonials.id.tsx',
  '/admin/guide-cards': 'routes/admin.guide-cards.tsx',
  '/admin/guide-cards/:id': 'routes/admin.guide-cards.id.tsx',
  '/admin/events': 'routes/admin.events.tsx',
  '/admin/events/:id': 'routes/admin.events.id.tsx',
  '/admin/library-documents': 'routes/admin.library-documents.tsx',
  '/admin/library-documents/:id': 'routes/admin.library-documents.id.tsx',
  '/admin/library-links': 'routes/admin.library-links.tsx',
  '/admin/library-links/:id': 'routes/admin.library-links.id.tsx',
};

/** One route per path and alias, each alias with an id of its own. */
function routesOf(table: readonly RouteData[]) {
  return table.flatMap((r) =>
    pathsOf(r).map((path) =>
      route(path, modules[r.path]!, path === r.path ? {} : { id: `alias${path}` }),
    ),
  );
}

const all: readonly RouteData[] = flattenRoutes<RouteData>(routeData);

export default [
  // The authenticated shell guards its pages as a whole (its loaders: layouts/auth-route.tsx).
  layout('layouts/auth-route.tsx', [
    ...routesOf(all.filter((r) => r.auth && !r.admin)),
    // The admin area: its layout (section nav, admins only) around its pages; /admin goes on to
    // the first section.
    layout('routes/admin-layout.tsx', [
      route('/admin', 'routes/admin.tsx'),
      ...routesOf(all.filter((r) => r.admin)),
    ]),
  ]),
  layout('layouts/public-route.tsx', [
    ...routesOf(all.filter((r) => !r.auth)),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
