import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries, no refetch on focus, no polling, cached data never goes stale: the app asks the API
 * only when a screen needs data it does not have, or after a change it made itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    },
    mutations: {
      retry: false,
    },
  },
});
