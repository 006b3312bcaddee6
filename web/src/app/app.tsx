import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { DeferredServiceWorkerUpdates } from '@/features/offline/components/deferred-service-worker-updates';
import { DeferredCycleEventSync } from '@/features/cycle/components/deferred-cycle-event-sync';
import { i18nReady } from '@/lib/i18n/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Renders once the first language's texts are loaded (at once for Arabic, which ships with the app). */
function LanguageReady({ children }: { children: ReactNode }) {
  if (i18nReady) use(i18nReady);
  return children;
}

/** Tells the start-up that the app's first render is on the page: before the browser paints it, and after. */
function FirstRender({ onRendered, onStarted }: Pick<AppProps, 'onRendered' | 'onStarted'>) {
  useLayoutEffect(() => onRendered?.(), [onRendered]);
  useEffect(() => onStarted?.(), [onStarted]);
  return null;
}

interface AppProps {
  /** Wraps the app in its router: the browser's history, or a fixed address when pre-rendering. */
  router: (app: ReactNode) => ReactNode;
  /** Pre-rendering collects each page's styles in a cache of its own. */
  emotionCache?: EmotionCache;
  /** A page rendered on the server holds its person's data in a client of its own. */
  queryClient?: QueryClient;
  /** Runs as the app's first render is committed, before the browser paints it. */
  onRendered?: () => void;
  /** Runs once the app's first render is on the page (hydrated, or rendered afresh). */
  onStarted?: () => void;
}

/**
 * The whole app, the same tree in the browser and at build time: the browser hydrates the pre-rendered
 * HTML only if its first render matches it element for element.
 */
export function App({ router, emotionCache, queryClient, onRendered, onStarted }: AppProps) {
  return (
    <Suspense fallback={null}>
      <LanguageReady>
        {router(
          <AppProvider emotionCache={emotionCache} client={queryClient}>
            <AppRoutes />
            <FirstRender onRendered={onRendered} onStarted={onStarted} />
            <DeferredServiceWorkerUpdates />
            <DeferredCycleEventSync />
          </AppProvider>,
        )}
      </LanguageReady>
    </Suspense>
  );
}
