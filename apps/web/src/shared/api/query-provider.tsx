import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { pageQueryClient } from './query-client';

/**
 * Server state for the pages below it, in the page view's cache (pageQueryClient). It wraps the
 * authenticated layout (and any guest page that needs it) rather than the whole app, so /login
 * does not load TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // The server's cache lasts the render; the browser's is the page's anyway.
  const [client] = useState(pageQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
