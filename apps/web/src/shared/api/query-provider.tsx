import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { createQueryClient } from './query-client';

/**
 * Server state for the pages below it, in a cache made for this render: one per request on the
 * server, one per page view in the browser. It wraps the authenticated layout (and any guest page
 * that needs it) rather than the whole app, so /login does not load TanStack Query. Cached data
 * belongs to one session: logout, a 401 or another log-in drops it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(
    () =>
      useSessionStore.subscribe((state, prev) => {
        if (state.token !== prev.token) client.clear();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
