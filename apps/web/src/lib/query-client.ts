import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The browser's client is one for the page's life; the server-side renderer makes one per request and never retries. */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change by asking again.
        retry: (count, err) =>
          !server && !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
