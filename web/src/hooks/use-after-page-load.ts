import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser is idle: work that must not compete with first paint. */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    let idle: number | undefined;
    const whenIdle = () => {
      idle = hasIdleCallback
        ? window.requestIdleCallback(() => setReady(true))
        : window.setTimeout(() => setReady(true), 1);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (hasIdleCallback) window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, []);
  return ready;
}
