import { BrowserRouter } from 'react-router-dom';
import { DeferredServiceWorkerUpdates } from '@/features/offline/components/deferred-service-worker-updates';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <AppProvider>
        <AppRoutes />
        <DeferredServiceWorkerUpdates />
      </AppProvider>
    </BrowserRouter>
  );
}
