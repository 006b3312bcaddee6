import { readStorage, storageKeys } from '@/lib/device/storage';

/**
 * What the app needs to know, on every page and before loading anything else, about cycle events waiting on
 * the device: whether there are any, and when that changes on this page (other tabs fire `storage`).
 */
export const CYCLE_QUEUE_CHANGED = 'nasl-cycle-event-queue-changed';

/** The queue's key is removed once nothing waits and nothing refused is left to show. */
export function hasQueuedCycleEvents(): boolean {
  return readStorage(storageKeys.cycleEventQueue) !== null;
}
