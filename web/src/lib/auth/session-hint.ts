import type { AuthStatus } from '@nasl/core/user';
import { removeStorage, storageKeys, writeStorage } from '../device/storage';

/**
 * Set on `<html>` by the pre-paint script when no one was signed in on this device at the server's last
 * answer (`storageKeys.signedIn` unset): while a page checks its session, the guest's buttons show from the
 * first paint instead of after the app and that answer. The answer decides; the hint only fills the wait.
 */
export const LIKELY_GUEST_ATTRIBUTE = 'data-nasl-guest';

/** For the styles of what a guest sees while the session is being checked: `{ [LIKELY_GUEST]: {…} }`. */
export const LIKELY_GUEST = `html[${LIKELY_GUEST_ATTRIBUTE}] &`;

/** Keeps the server's answer for the next page's first paint. */
export function rememberSession({ isAuthenticated }: AuthStatus): void {
  if (isAuthenticated) writeStorage(storageKeys.signedIn, '1');
  else removeStorage(storageKeys.signedIn);
}
