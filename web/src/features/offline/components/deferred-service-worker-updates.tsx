import { lazy, Suspense } from 'react';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';

const ServiceWorkerUpdates = lazy(() => import('./service-worker-updates'));

/** The worker's code and registration wait until the first page is painted and the browser is idle. */
export function DeferredServiceWorkerUpdates() {
  const afterLoad = useAfterPageLoad();
  if (!afterLoad || !('serviceWorker' in navigator)) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdates />
    </Suspense>
  );
}
