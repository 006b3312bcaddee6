import type { CivilDate } from '@nasl/core';
import { useSyncExternalStore } from 'react';
import { deviceToday, serverToday } from '@/lib/device/device-date';

const subscribe = () => () => undefined;

/**
 * Her calendar day: the device's. A page the function rendered (her plan) was rendered on the plans' calendar
 * (the server's "today", in the plans' time zone), and while React hydrates it the same day is read, so the
 * first render matches the HTML; on a device in another time zone whose day differs, the page then shows
 * the device's. On a page opened within the app it is the device's day at once.
 */
export function useToday(): CivilDate {
  return useSyncExternalStore(
    subscribe,
    () => deviceToday(),
    () => serverToday(),
  );
}
