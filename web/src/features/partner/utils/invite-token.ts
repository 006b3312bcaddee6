import { PARTNER_INVITE_TOKEN_PATTERN } from '@nasl/core/partner';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/device/storage';

/**
 * The invitation's token comes in the link's fragment (`/partner-invite#…`). It is kept on the device while
 * he signs up or logs in (the auth page sends him back here), and taken off the address at once, so that it
 * shows in no screenshot or history entry.
 */
export function takeInviteToken(location: Pick<Location, 'hash' | 'pathname' | 'search'>): string | null {
  const fromLink = location.hash.replace(/^#/, '').trim();
  if (PARTNER_INVITE_TOKEN_PATTERN.test(fromLink)) {
    writeStorage(storageKeys.partnerInvite, fromLink);
    window.history.replaceState(window.history.state, '', `${location.pathname}${location.search}`);
    return fromLink;
  }
  const kept = readStorage(storageKeys.partnerInvite);
  return kept && PARTNER_INVITE_TOKEN_PATTERN.test(kept) ? kept : null;
}

/** Once accepted (or refused for good), the device forgets it. */
export function forgetInviteToken(): void {
  removeStorage(storageKeys.partnerInvite);
}
