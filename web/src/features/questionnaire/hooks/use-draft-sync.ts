import { useEffect, useState } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { getDraft } from '../api/get-draft';
import { questionnaireDraftSaver, useQuestionnaireStore } from '../stores/questionnaire-store';
import { chooseDraftSource, isUnsynced } from '../utils/draft-sync';

/** Typing in a number field sends one save after a short pause, not one per key. */
const SAVE_DELAY_MS = 800;

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
        if (source === 'local') void questionnaireDraftSaver.save(true);
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
      void questionnaireDraftSaver.save().finally(() => setSaving(false));
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, online, updatedAt, syncedAt]);

  if (updatedAt === null) return 'untouched';
  if (!isUnsynced({ updatedAt, syncedAt })) return 'account';
  return online && saving ? 'saving' : 'device';
}
