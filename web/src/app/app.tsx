import { startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { DeferredServiceWorkerUpdates } from '@/features/offline/components/deferred-service-worker-updates';
import { DeferredCycleEventSync } from '@/features/plan/components/deferred-cycle-event-sync';
import { i18nReady } from '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Renders once the first language's texts are loaded (at once for Arabic, which ships with the app). */
function LanguageReady({ children }: { children: ReactNode }) {
  if (i18nReady) use(i18nReady);
  return children;
}

/**
 * The first render of the whole app runs as a transition, which React splits into short slices: the page is
 * not frozen for the few hundred milliseconds it takes on a slow phone (Lighthouse's total blocking time).
 */
function useStartedInTransition(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}

export function App() {
  const started = useStartedInTransition();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LanguageReady>
        <BrowserRouter>
          <AppProvider>
            <AppRoutes />
            <DeferredServiceWorkerUpdates />
            <DeferredCycleEventSync />
          </AppProvider>
        </BrowserRouter>
      </LanguageReady>
    </Suspense>
  );
}
