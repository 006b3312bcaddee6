/** Which copy of the unfinished questionnaire wins when the wizard opens: the newer one. */
export type DraftSource = 'server' | 'local' | 'same';

interface LocalDraftTimes {
  /** When this device last changed an answer or the step; null while it holds untouched defaults. */
  updatedAt: string | null;
  /** What the account last confirmed: its stamp after a save from here, or of the copy taken from there. */
  syncedAt: string | null;
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
 * The copy that changed since the two last agreed wins, whatever the clocks say: the device stamps its changes
 * with its own clock and the account with the server's, and a phone whose clock is behind would otherwise lose
 * the answers it kept offline to an older copy. Only when both changed (answers given on another device while
 * this one was offline) are the two stamps compared, the later winning.
 *
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
  if (localTime === null) return 'server';
  const accountChanged = server.updatedAt !== local.syncedAt;
  const deviceChanged = isUnsynced(local);
  if (!accountChanged) return deviceChanged ? 'local' : 'same';
  if (!deviceChanged) return 'server';
  if (serverTime > localTime) return 'server';
  return localTime > serverTime ? 'local' : 'same';
}

/** A device copy that the account has not seen yet. */
export function isUnsynced(state: { updatedAt: string | null; syncedAt: string | null }): boolean {
  return state.updatedAt !== null && state.updatedAt !== state.syncedAt;
}

interface DeviceDraftTimes {
  updatedAt: string | null;
  syncedAt: string | null;
}

/**
 * The device's times once the account confirmed, with its own stamp `accountStamp`, a save of the version
 * `pushed`. Unchanged since, the device takes the account's stamp. Changed since (the person answered on
 * while the save was on its way), the newer answers stay unsynced and are dated no earlier than just after
 * that stamp: they supersede the version saved, whatever the two clocks say. Dated by the device's clock
 * alone, they could look older than the account's copy of the step before, which would replace them when
 * the wizard next opens.
 */
export function timesAfterSave(
  current: DeviceDraftTimes,
  pushed: string,
  accountStamp: string,
): Partial<DeviceDraftTimes> {
  if (current.updatedAt === pushed) return { updatedAt: accountStamp, syncedAt: accountStamp };
  const changedAt = timeOf(current.updatedAt);
  const stampedAt = timeOf(accountStamp);
  if (changedAt === null || stampedAt === null || changedAt > stampedAt) return { syncedAt: pushed };
  return { updatedAt: new Date(stampedAt + 1).toISOString(), syncedAt: pushed };
}
