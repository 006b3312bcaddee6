/** Every key this app writes to local storage starts with this prefix. */
export const STORAGE_PREFIX = 'nasl-';

export const storageKeys = {
  language: `${STORAGE_PREFIX}language`,
  theme: `${STORAGE_PREFIX}theme`,
  /** The unfinished questionnaire (answers and step), kept across reloads and offline periods. */
  questionnaire: `${STORAGE_PREFIX}questionnaire`,
  /** The last plan created on this device. */
  latestPlan: `${STORAGE_PREFIX}latest-plan`,
  /** Cycle events logged without a connection, waiting to be sent (and those the server refused). */
  cycleEventQueue: `${STORAGE_PREFIX}cycle-event-queue`,
  /** An invitation to follow a wife's plan, kept while he signs up or logs in to accept it. */
  partnerInvite: `${STORAGE_PREFIX}partner-invite`,
  /**
   * Set while the server's last answer on this device named a person (lib/auth/session-hint.ts): the next
   * page's first paint then leaves the guest's buttons out. Personal, so logout removes it.
   */
  signedIn: `${STORAGE_PREFIX}signed-in`,
  /** Set once the first-visit welcome modal was closed or used. */
  welcomeSeen: `${STORAGE_PREFIX}welcome-seen`,
} as const;

/** Device preferences that say nothing about the person: they survive logout. */
const DEVICE_PREFERENCE_KEYS: ReadonlySet<string> = new Set([
  storageKeys.language,
  storageKeys.theme,
  storageKeys.welcomeSeen,
]);

export function isPersonalDataKey(key: string): boolean {
  return key.startsWith(STORAGE_PREFIX) && !DEVICE_PREFERENCE_KEYS.has(key);
}

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes everything the app stored about the person (answers, plans, ...), keeping device preferences. */
export function clearPersonalData(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && isPersonalDataKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
}

/** Storage can throw (private mode, quota, disabled cookies); the app then simply forgets. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference is kept for this visit only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable, so there is nothing to remove.
  }
}
