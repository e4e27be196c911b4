import { directChatsQuery } from '#features/chat/api/get-direct-chats';
import { roomsQuery } from '#features/chat/api/get-rooms';
import { favouritesQuery } from '#features/chat/api/get-starred';
import { hasChatSidebar } from './layouts/chat-sidebar';
import type { Prefetch } from './page-loader';
import type { PageHandle } from './page-handle';

// A page's own first calls live in its route module (its `loader`); what is here is added by the
// layout around the page, whichever page it is.

/** The chat list's three sections (SPEC §2), on the chat page and beside a community page. */
export const chatListPrefetch: Prefetch = (queries) =>
  Promise.all([
    queries.prefetchQuery(favouritesQuery('')),
    queries.prefetchInfiniteQuery(roomsQuery('')),
    queries.prefetchQuery(directChatsQuery('')),
  ]);

/**
 * A page's first calls, with the chat list's when the layout puts it beside the page (desktop):
 * rendered without them, the list would be painted loading and then hydrate with whatever the
 * browser had fetched meanwhile (React's #418).
 */
export function prefetchOf(
  route: PageHandle,
  own: Prefetch | undefined,
  mobile: boolean,
): Prefetch | undefined {
  if (mobile || !hasChatSidebar(route)) return own;
  return (queries, args) => Promise.all([own?.(queries, args), chatListPrefetch(queries, args)]);
}
