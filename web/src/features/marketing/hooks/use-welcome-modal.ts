import { startTransition, useCallback, useEffect, useState } from 'react';
import { WELCOME_MODAL_DELAY_MS } from '@/config/ui';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { hasSeenWelcome, markWelcomeSeen } from '../utils/welcome-flag';

/** The modal's code loads only for the visitors who will see it. */
export const loadWelcomeModal = () => import('../components/welcome-modal');

/**
 * Opens WELCOME_MODAL_DELAY_MS after load for a signed-out visitor, once the session check has
 * finished, unless the seen flag is set. Closing it sets the flag.
 */
export function useWelcomeModal() {
  const { data: authStatus, isPending } = useAuthStatus();
  const [open, setOpen] = useState(false);
  const signedOut = !isPending && authStatus?.isAuthenticated === false;

  useEffect(() => {
    if (!signedOut || hasSeenWelcome()) return;
    // In a task of its own: asking for the modal's code adds a preload link per file, which would lengthen
    // the task that renders the session's answer.
    const preload = window.setTimeout(() => void loadWelcomeModal(), 0);
    // A transition: React renders the dialog in short slices, so a tap on the page at that moment is not
    // held up behind it on a slow phone.
    const timer = window.setTimeout(() => startTransition(() => setOpen(true)), WELCOME_MODAL_DELAY_MS);
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
    };
  }, [signedOut]);

  const close = useCallback(() => {
    markWelcomeSeen();
    setOpen(false);
  }, []);

  return { open: open && signedOut, close };
}
