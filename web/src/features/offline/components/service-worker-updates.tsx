import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { PAGE_SEEN_MESSAGE } from '@/lib/device/offline-cache';
import type { UpdatePromptProps } from './update-prompt';

/**
 * MUI's Snackbar loads only when there is a new version to offer. If that load fails, this page makes no
 * offer, rather than failing as a whole: the new version keeps waiting and is offered on the next load.
 */
const UpdatePrompt = lazy<ComponentType<UpdatePromptProps>>(() =>
  import('./update-prompt').catch(() => ({ default: () => null })),
);

/** A tab open for days still learns about a deploy. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and offers a new version when one is deployed. The new version waits for
 * the person's yes, so nothing typed is lost to a reload they did not ask for.
 */
export default function ServiceWorkerUpdates() {
  const queryClient = useQueryClient();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error);
    },
  });

  // The first install takes over this tab: ask again so what is on screen is kept for offline use too.
  useEffect(() => {
    if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
    const refetch = () => void queryClient.refetchQueries({ type: 'active' });
    navigator.serviceWorker.addEventListener('controllerchange', refetch, { once: true });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', refetch);
  }, [queryClient]);

  // A page opened within the app (a link, My Reports, the menu) is no navigation the worker sees: it is told,
  // so that the page opens offline too, whichever way she got there.
  const { pathname, search } = useLocation();
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, window.location.origin).href;
    void navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage({ type: PAGE_SEEN_MESSAGE, url }))
      .catch(() => undefined);
  }, [pathname, search]);

  const applyUpdate = () => {
    // Workbox reloads only for updates it saw start; one found later in a long-open tab needs this too.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onLater={() => setNeedRefresh(false)} onUpdate={applyUpdate} />
    </Suspense>
  );
}
