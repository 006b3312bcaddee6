import { lazy, Suspense, useEffect } from 'react';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useToastStore } from '@/stores/toast-store';

/** Pages that may go offline load it in advance (see the questionnaire wizard). */
export const loadToastSnackbar = () => import('./toast-snackbar');

/**
 * MUI's Snackbar and Alert load with the first toast, keeping them out of the first page's bundle. If that
 * load fails (offline before the service worker has the file) the toast is skipped, not the whole app.
 */
const ToastSnackbar = lazy(() => loadToastSnackbar().catch(() => ({ default: () => null })));

/**
 * Renders the single current toast: at most one is shown at a time. Its code loads once the page has loaded
 * and the browser is idle, so the toast that ends an action (a saved password) does not wait for it.
 */
export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== null);
  const idle = useAfterPageLoad();
  useEffect(() => {
    if (idle) void loadToastSnackbar().catch(() => undefined);
  }, [idle]);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar />
    </Suspense>
  );
}
