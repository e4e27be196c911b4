import { bookingsQuery } from '#features/bookings/api/get-bookings';
import { paymentAccountQuery } from '#features/bookings/api/payments';
import { clubCommentsQuery } from '#features/education/api/club-comments';
import { journalClubQuery } from '#features/education/api/get-journal-club';
import { keyPublicationQuery } from '#features/education/api/get-key-publications';
import { webinarQuery } from '#features/education/api/get-webinar';
import { prefetchEducation } from '#features/education/api/prefetch-education';
import { homeQueries } from '#features/home/api/prefetch-home';
import { articlesQuery } from '#features/news/api/get-articles';
import { londonToday } from '@portal/contract';
import { bookmarksPreviewQuery } from '#features/news/api/get-bookmarks';
import { categoriesQuery } from '#features/news/api/get-categories';
import { directChatsQuery } from '#features/chat/api/get-direct-chats';
import { notificationPrefsQuery } from '#features/chat/api/get-notification-prefs';
import { roomsQuery } from '#features/chat/api/get-rooms';
import { favouritesQuery } from '#features/chat/api/get-starred';
import { manufacturerNamesQuery } from '#features/products/api/get-manufacturer-names';
import { productsQuery } from '#features/products/api/get-products';
import { filtersFromParams } from '#features/products/lib/product-filters';
import { hasChatSidebar } from './layouts/chat-sidebar';
import type { Prefetch } from './page-loader';
import type { RouteData } from './route-data';

/** The chat list's three sections (SPEC §2), on the chat page and beside a community page. */
const chatList: Prefetch = (queries) =>
  Promise.all([
    queries.prefetchQuery(favouritesQuery('')),
    queries.prefetchInfiniteQuery(roomsQuery('')),
    queries.prefetchQuery(directChatsQuery('')),
  ]);

/**
 * The first calls of the pages the server renders with their data (decision 62), with the keys
 * and query functions their components use, so the browser finds the answers in its cache and
 * asks for none of them again. A page without an entry is rendered with its skeletons and asks
 * in the browser.
 */
const prefetches: Partial<Record<string, Prefetch>> = {
  // The calls usePrefetchHome makes in the browser.
  '/home': async (queries) => {
    await Promise.all(homeQueries(londonToday()).map((query) => queries.prefetchQuery(query)));
  },
  '/newsfeed': async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    await Promise.all([
      queries.prefetchInfiniteQuery(
        articlesQuery({ search: params.get('search') ?? '', categoryId: params.get('category') }),
      ),
      queries.prefetchQuery(bookmarksPreviewQuery()),
      queries.prefetchQuery(categoriesQuery()),
    ]);
  },
  // The chat list, and the mutes the conversation reads.
  '/community/chat': (queries, args) =>
    Promise.all([chatList(queries, args), queries.prefetchQuery(notificationPrefsQuery())]),
  // The list a link's filters choose (a bare /products: the stored filters are the browser's).
  '/products': async (queries, { request }) => {
    await Promise.all([
      queries.prefetchInfiniteQuery(
        productsQuery(filtersFromParams(new URL(request.url).searchParams)),
      ),
      queries.prefetchQuery(manufacturerNamesQuery()),
    ]);
  },
  // The payment account (the session's stripeStatus) and, on the appointments tab, its list.
  '/appointment/list': async (queries, { request }) => {
    const params = new URL(request.url).searchParams;
    const tab = params.get('tab') ?? (params.get('onboarding') ? 'payments' : 'appointments');
    const appointments = tab === 'appointments';
    await Promise.all([
      queries.prefetchQuery(paymentAccountQuery()),
      appointments &&
        queries.prefetchQuery(
          bookingsQuery({ as: params.get('as') === 'patient' ? 'patient' : 'doctor' }),
        ),
    ]);
  },
  // The open tab's first calls (its alias, or the first tab's at /education).
  '/education': (queries, { request }) => prefetchEducation(queries, new URL(request.url)),
  // Education's detail pages: the object (a 404 is not kept, so the browser shows its error),
  // and a session's first page of discussion.
  '/education/webinar/:id': (queries, { params }) =>
    queries.prefetchQuery(webinarQuery(params.id ?? '')),
  '/education/journalclub/:id': (queries, { params }) =>
    Promise.all([
      queries.prefetchQuery(journalClubQuery(params.id ?? '')),
      queries.prefetchInfiniteQuery(clubCommentsQuery(params.id ?? '')),
    ]),
  '/education/keyPublications/:id': (queries, { params }) =>
    queries.prefetchQuery(keyPublicationQuery(params.id ?? '')),
};

/**
 * A page's first calls, with the chat list's when the layout puts it beside the page (desktop):
 * rendered without them, the list would be painted loading and then hydrate with whatever the
 * browser had fetched meanwhile (React's #418).
 */
export function prefetchOf(route: RouteData, mobile: boolean): Prefetch | undefined {
  const own = prefetches[route.path];
  if (mobile || !hasChatSidebar(route)) return own;
  return (queries, args) => Promise.all([own?.(queries, args), chatList(queries, args)]);
}
