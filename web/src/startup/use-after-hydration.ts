import { useEffect, useState } from 'react';
import { nextTask } from '@/startup/next-task';
import { useHydrated } from './use-hydrated';

/**
 * False in the render that hydrates the pre-rendered page and until the task after it; true everywhere else
 * (on the server, and at once on a page the browser renders itself). What renders nothing the page needs at
 * first (global styles the HTML already carries, a watcher) waits for it, so that a slow phone's first
 * task is shorter.
 */
export function useAfterHydration(): boolean {
  const hydrated = useHydrated();
  const [waits, setWaits] = useState(() => !import.meta.env.SSR && !hydrated);
  useEffect(() => {
    if (!waits) return;
    let current = true;
    void nextTask().then(() => {
      if (current) setWaits(false);
    });
    return () => {
      current = false;
    };
  }, [waits]);
  return !waits;
}
