import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

/** Spec §4: the first-visit welcome shows until it is closed or its start button is used. */
export function hasSeenWelcome(): boolean {
  return readStorage(storageKeys.welcomeSeen) === 'true';
}

export function markWelcomeSeen(): void {
  writeStorage(storageKeys.welcomeSeen, 'true');
}
