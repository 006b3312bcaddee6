import { Suspense, useEffect } from 'react';
import { SkipOnError } from '@/components/errors/skip-on-error';
import { lazyComponent } from '@/components/lazy-component';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useToastStore } from '@/stores/toast-store';

/**
 * MUI's Snackbar and Alert load with the first toast, keeping them out of the first page's bundle. If that
 * load fails (offline before the service worker has the file) that toast is skipped, not the whole app, and
 * the next toast loads them again.
 */
const ToastSnackbar = lazyComponent(() => import('./toast-snackbar'));

/** Pages that may go offline load it in advance (see the questionnaire wizard). */
export const loadToastSnackbar = ToastSnackbar.load;

/**
 * Renders the single current toast: at most one is shown at a time. Its code loads once the page has loaded
 * and the browser is idle, so the toast that ends an action (a saved password) shows with its answer.
 */
export function Toaster() {
  const toastId = useToastStore((state) => state.current?.id ?? null);
  const idle = useAfterPageLoad();
  useEffect(() => {
    if (idle) void loadToastSnackbar();
  }, [idle]);
  if (toastId === null) return null;
  return (
    <SkipOnError resetKey={toastId} beforeRetry={loadToastSnackbar}>
      <Suspense fallback={null}>
        <ToastSnackbar />
      </Suspense>
    </SkipOnError>
  );
}
