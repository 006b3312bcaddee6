import { lazy, Suspense } from 'react';
import { loadWelcomeModal, useWelcomeModal } from '../hooks/use-welcome-modal';

const WelcomeModal = lazy(loadWelcomeModal);

/** Renders nothing (and loads nothing) unless the welcome is due: for a guest, once the session is known. */
export function WelcomeModalLauncher() {
  const { open, close } = useWelcomeModal();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal open onClose={close} />
    </Suspense>
  );
}
