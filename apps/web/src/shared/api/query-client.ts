import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
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

/** The app's one query cache. */
export const queryClient = createQueryClient();

// Cached data belongs to one session: logout, a 401 or another log-in drops it.
useSessionStore.subscribe((state, prev) => {
  if (state.token !== prev.token) queryClient.clear();
});

declare global {
  interface Window {
    /**
     * The signed-in page the server rendered (decision 49), left by boot.js: its answers, the
     * session they were asked with, and the scripts of its first render beyond the entry's, each
     * after the scripts it imports.
     */
    portalPage?: { token: string; state: DehydratedState; scripts?: string[] };
  }
}

/**
 * The scripts of the page the server rendered, when the cache holds its answers (the app's first
 * render then shows that page rather than skeletons, and asks for none of it again while it is
 * fresh); null without one, or if another session has been stored meanwhile.
 */
export const serverPage = takeServerPage();

/** Whether the cache holds the answers of the page the server rendered (serverPage). */
export const hasServerPage = serverPage !== null;

function takeServerPage(): { scripts: readonly string[] } | null {
  if (typeof window === 'undefined' || !window.portalPage) return null;
  const { token, state, scripts = [] } = window.portalPage;
  delete window.portalPage;
  if (token !== useSessionStore.getState().token) return null;
  hydrate(queryClient, state);
  return { scripts };
}
