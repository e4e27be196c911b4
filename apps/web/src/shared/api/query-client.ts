import { isServer, QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';

/** Failed calls were already reported by the API client, so queries do not retry them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let browserPage: { client: QueryClient; unsubscribe: () => void } | undefined;

/**
 * The query cache of a page view: a new one for each server render (one request, one render),
 * one for the page's whole life in the browser. Not made in React state: a render that suspends
 * before it commits (a navigation waiting for a route's chunk) is thrown away and tried again, a
 * cache made in it with it, and every call it had started would be made again by the next try
 * (TanStack Query's server-rendering guide warns of this). Its data belongs to one session:
 * logout, a 401 or another log-in drops it, whichever page is showing.
 */
export function pageQueryClient(): QueryClient {
  if (isServer) return createQueryClient();
  if (!browserPage) {
    const client = createQueryClient();
    const unsubscribe = useSessionStore.subscribe((state, prev) => {
      if (state.token !== prev.token) client.clear();
    });
    browserPage = { client, unsubscribe };
  }
  return browserPage.client;
}

/** Ends the browser's page view for its cache: for tests, which render many in one page. */
export function endPageQueryClient(): void {
  browserPage?.unsubscribe();
  browserPage?.client.clear();
  browserPage = undefined;
}
