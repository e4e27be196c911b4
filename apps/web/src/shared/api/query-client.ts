import { QueryClient } from '@tanstack/react-query';

/** Failed calls were already reported by the API client, so queries do not retry them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
