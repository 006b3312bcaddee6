import { Suspense, useEffect } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useToastStore } from '@/stores/toast-store';

/**
 * MUI's Snackbar and Alert load with the first toast, keeping them out of the first page's bundle. If that
 * load fails (offline before the service worker has the file) the toast is skipped, not the whole app.
 */
const ToastSnackbar = lazyComponent(() => import('./toast-snackbar').catch(() => ({ default: () => null })));

/** Pages that may go offline load it in advance (see the questionnaire wizard). */
export const loadToastSnackbar = ToastSnackbar.load;

/**
 * Renders the single current toast: at most one is shown at a time. Its code loads once the page has loaded
 * and the browser is idle, so the toast that ends an action (a saved password) shows with its answer.
 */
export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== null);
  const idle = useAfterPageLoad();
  useEffect(() => {
    if (idle) void loadToastSnackbar();
  }, [idle]);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar />
    </Suspense>
  );
}
