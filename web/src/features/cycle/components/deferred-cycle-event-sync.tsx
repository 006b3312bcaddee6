import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { CYCLE_QUEUE_CHANGED, hasQueuedCycleEvents } from '../utils/cycle-queue-signal';

/** The plan panel loads it in advance, so a queue filled offline can still be sent from this page. */
export const loadCycleEventSync = () => import('./cycle-event-sync');
const CycleEventSync = lazy(loadCycleEventSync);

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CYCLE_QUEUE_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CYCLE_QUEUE_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Cycle events logged offline are sent from whichever page is open when the connection is back. The sender
 * loads only while something is on the device's queue, after the first page is painted: on every other
 * visit this adds a storage read to the first page, nothing more.
 */
export function DeferredCycleEventSync() {
  const afterLoad = useAfterPageLoad();
  const queued = useSyncExternalStore(subscribe, hasQueuedCycleEvents, () => false);
  if (!afterLoad || !queued) return null;
  return (
    <Suspense fallback={null}>
      <CycleEventSync />
    </Suspense>
  );
}
