import { QueryClient } from '@tanstack/react-query';

/** Spec §9: no automatic retries, no refetch on focus, no polling, cached data never goes stale. */
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
