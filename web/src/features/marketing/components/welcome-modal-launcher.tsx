import { lazy, Suspense } from 'react';
import { useAfterHydration } from '@/startup/use-after-hydration';
import { loadWelcomeModal, useWelcomeModal } from '../hooks/use-welcome-modal';

const WelcomeModal = lazy(loadWelcomeModal);

/** Renders nothing (and loads nothing) unless the welcome is due. */
function WelcomeModalWhenDue() {
  const { open, close } = useWelcomeModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal open onClose={close} />
    </Suspense>
  );
}

/**
 * The welcome opens once the session is known, which is after the page has hydrated: watching the session
 * starts then too, rather than in the page's first task.
 */
export function WelcomeModalLauncher() {
  return useAfterHydration() ? <WelcomeModalWhenDue /> : null;
}
