import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries, no refetch on focus, no polling, cached data never goes stale: the app asks the API
 * only when a screen needs data it does not have, or after a change it made itself.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

/** The browser's one client; a page rendered on the server has its own (server/render-app.tsx). */
export const queryClient = createQueryClient();

/**
 * Holds back what queries tell the page (an answer, a change of state) until `release` is called: the app
 * calls it once the pre-rendered page has hydrated. An answer arriving while React is still hydrating would
 * make it finish hydrating the whole page at once, in one long task (about 130 ms at 4x CPU throttling);
 * after hydration the same answer re-renders only what shows it.
 */
export function holdQueryUpdates(): { release: () => void } {
  const held: (() => void)[] = [];
  notifyManager.setScheduler((notify) => held.push(notify));
  return {
    release: () => {
      const defer = (notify: () => void) => setTimeout(notify, 0);
      notifyManager.setScheduler(defer);
      for (const notify of held.splice(0)) defer(notify);
    },
  };
}
