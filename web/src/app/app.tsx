import { Suspense, use, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { i18nReady } from '@/lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** Renders once the first language's texts are loaded (at once for Arabic, which ships with the app). */
function LanguageReady({ children }: { children: ReactNode }) {
  if (i18nReady) use(i18nReady);
  return children;
}

export function App() {
  return (
    <Suspense fallback={null}>
      <LanguageReady>
        <BrowserRouter>
          <AppProvider>
            <AppRoutes />
          </AppProvider>
        </BrowserRouter>
      </LanguageReady>
    </Suspense>
  );
}
