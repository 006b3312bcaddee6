import { useMemo, useSyncExternalStore } from 'react';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/device/storage';
import { CYCLE_QUEUE_CHANGED } from '../utils/cycle-queue-signal';
import { parseQueue, type CycleEventQueue } from '../utils/cycle-event-queue';

/** The device's queue of cycle events (`nasl-cycle-event-queue` in local storage), shared by every tab. */
export function loadQueue(): CycleEventQueue {
  return parseQueue(readStorage(storageKeys.cycleEventQueue));
}

export function saveQueue(queue: CycleEventQueue): void {
  if (queue.pending.length === 0 && queue.refused.length === 0) removeStorage(storageKeys.cycleEventQueue);
  else writeStorage(storageKeys.cycleEventQueue, JSON.stringify(queue));
  window.dispatchEvent(new Event(CYCLE_QUEUE_CHANGED));
}

export function updateQueue(change: (queue: CycleEventQueue) => CycleEventQueue): void {
  saveQueue(change(loadQueue()));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cycleEventQueue) onChange();
  };
  window.addEventListener(CYCLE_QUEUE_CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CYCLE_QUEUE_CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const readSnapshot = () => readStorage(storageKeys.cycleEventQueue);

/** The queue as it is now, re-read whenever it changes. */
export function useCycleEventQueue(): CycleEventQueue {
  const text = useSyncExternalStore(subscribe, readSnapshot, () => null);
  return useMemo(() => parseQueue(text), [text]);
}
