import { useEffect, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { getDraft } from '../api/get-draft';
import { saveDraft } from '../api/save-draft';
import { useQuestionnaireStore } from '../stores/questionnaire-store';
import { chooseDraftSource, isUnsynced } from '../utils/draft-sync';
import { toDraftRequest } from '../utils/wizard-answers';

/** Typing in a number field sends one save after a short pause, not one per key. */
const SAVE_DELAY_MS = 800;

let inFlight: Promise<void> | null = null;
let saveAgain = false;
let paused = false;

async function saveOnce(force: boolean): Promise<void> {
  const state = useQuestionnaireStore.getState();
  if (paused || state.updatedAt === null || (!force && !isUnsynced(state))) return;
  const savedVersion = state.updatedAt;
  const saved = await saveDraft(toDraftRequest(state.step, state.answers));
  if (saved.updatedAt) useQuestionnaireStore.getState().markSynced(savedVersion, saved.updatedAt);
}

/** One save at a time; a change made meanwhile is sent right after. Failures wait for the next chance. */
function saveToAccount(force = false): Promise<void> {
  if (inFlight) {
    saveAgain = true;
    return inFlight;
  }
  inFlight = saveOnce(force)
    .catch((error: unknown) => {
      // Offline or signed out: the answers stay on the device and are sent on the next change or reconnect.
      console.warn('Questionnaire draft not saved to the account', error);
    })
    .finally(() => {
      inFlight = null;
      if (saveAgain) {
        saveAgain = false;
        void saveToAccount();
      }
    });
  return inFlight;
}

/**
 * Stops saving drafts and waits for a save on its way. Plan creation deletes the account's draft, so no
 * save may land after it.
 */
export async function holdDraftSync(): Promise<void> {
  paused = true;
  saveAgain = false;
  await inFlight;
}

export function releaseDraftSync(): void {
  paused = false;
}

export type SyncStatus = 'untouched' | 'device' | 'saving' | 'account';

/**
 * Keeps the account's copy of the unfinished questionnaire in step with this device's: on opening (and on
 * reconnecting) the newer copy wins; afterwards every change is sent after a short pause while online.
 */
export function useDraftSync(enabled: boolean): SyncStatus {
  const online = useOnlineStatus();
  const updatedAt = useQuestionnaireStore((state) => state.updatedAt);
  const syncedAt = useQuestionnaireStore((state) => state.syncedAt);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!enabled || !online) return;
    let cancelled = false;
    const localWhenAsked = useQuestionnaireStore.getState().updatedAt;
    getDraft()
      .then((server) => {
        if (cancelled) return;
        const local = useQuestionnaireStore.getState();
        const source = chooseDraftSource(local, server, localWhenAsked);
        if (source === 'server') local.adoptServerDraft(server);
        if (source === 'local') void saveToAccount(true);
      })
      .catch((error: unknown) => console.warn('Questionnaire draft not loaded from the account', error));
    return () => {
      cancelled = true;
    };
  }, [enabled, online]);

  useEffect(() => {
    if (!enabled || !online || !isUnsynced({ updatedAt, syncedAt })) return;
    const timer = window.setTimeout(() => {
      setSaving(true);
      void saveToAccount().finally(() => setSaving(false));
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, online, updatedAt, syncedAt]);

  if (updatedAt === null) return 'untouched';
  if (!isUnsynced({ updatedAt, syncedAt })) return 'account';
  return online && saving ? 'saving' : 'device';
}
