import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the pre-rendered HTML, true from the render after. The pre-rendered page knew
 * no query string, local storage or session, so what depends on them waits for `true`: the first render
 * then matches the HTML element for element. On a page opened within the app it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
