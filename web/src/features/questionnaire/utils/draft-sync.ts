/** Which copy of the unfinished questionnaire wins when the wizard opens: the newer one. */
export type DraftSource = 'server' | 'local' | 'same';

interface LocalDraftTimes {
  /** When this device last changed an answer or the step; null while it holds untouched defaults. */
  updatedAt: string | null;
}

interface ServerDraftTimes {
  /** When the account's draft was last saved; null when there is none. */
  updatedAt: string | null;
}

function timeOf(value: string | null): number | null {
  if (value === null) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * `localWhenAsked` is the device's `updatedAt` when the account's copy was requested: if the person changed
 * anything while it was on its way, the device wins (the server stamps its own clock on every save, so an
 * earlier step saved meanwhile can look newer than the answers that followed it).
 */
export function chooseDraftSource(
  local: LocalDraftTimes,
  server: ServerDraftTimes,
  localWhenAsked: string | null = local.updatedAt,
): DraftSource {
  if (local.updatedAt !== localWhenAsked) return 'local';
  const localTime = timeOf(local.updatedAt);
  const serverTime = timeOf(server.updatedAt);
  if (serverTime === null) return localTime === null ? 'same' : 'local';
  if (localTime === null || serverTime > localTime) return 'server';
  return localTime > serverTime ? 'local' : 'same';
}

/** A device copy that the account has not seen yet. */
export function isUnsynced(state: { updatedAt: string | null; syncedAt: string | null }): boolean {
  return state.updatedAt !== null && state.updatedAt !== state.syncedAt;
}
