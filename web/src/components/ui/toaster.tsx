import { lazy, Suspense } from 'react';
import { useToastStore } from '@/stores/toast-store';

/** Pages that may go offline load it in advance (see the questionnaire wizard). */
export const loadToastSnackbar = () => import('./toast-snackbar');

/**
 * MUI's Snackbar and Alert load with the first toast, keeping them out of the first page's bundle. If that
 * load fails (offline before the service worker has the file) the toast is skipped, not the whole app.
 */
const ToastSnackbar = lazy(() => loadToastSnackbar().catch(() => ({ default: () => null })));

/** Renders the single current toast: at most one is shown at a time. */
export function Toaster() {
  const hasToast = useToastStore((state) => state.current !== null);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastSnackbar />
    </Suspense>
  );
}
