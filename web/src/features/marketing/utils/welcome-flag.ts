import { readStorage, storageKeys, writeStorage } from '@/lib/device/storage';

/** The first-visit welcome shows until it is closed or its start button is used. */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcomeSeen) === 'true';
}

export function markWelcomeSeen(): void {
  writeStorage(storageKeys.welcomeSeen, 'true');
}
