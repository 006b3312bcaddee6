import type { QuestionnaireDraft, QuestionnaireStep } from '@nasl/core';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { deviceToday } from '@/lib/device/device-date';
import { storageKeys } from '@/lib/device/storage';
import { saveDraft } from '../api/save-draft';
import { isUnsynced, timesAfterSave } from '../utils/draft-sync';
import { DraftSaver } from '../utils/draft-saver';
import { clampStep, FIRST_STEP } from '../utils/steps';
import {
  defaultWizardAnswers,
  readWizardAnswers,
  toDraftRequest,
  type WizardAnswers,
} from '../utils/wizard-answers';

interface QuestionnaireData {
  /** The account these answers belong to: another account on the same device starts afresh. */
  ownerId: string | null;
  step: QuestionnaireStep;
  answers: WizardAnswers;
  /** Last change on this device (or the account's time once synced); null for untouched defaults. */
  updatedAt: string | null;
  /** The `updatedAt` the account has confirmed. */
  syncedAt: string | null;
}

interface QuestionnaireActions {
  claim: (ownerId: string) => void;
  setAnswers: (patch: Partial<WizardAnswers>) => void;
  goToStep: (step: number) => void;
  adoptServerDraft: (draft: QuestionnaireDraft) => void;
  markSynced: (pushedUpdatedAt: string, serverUpdatedAt: string) => void;
  reset: () => void;
}

export type QuestionnaireState = QuestionnaireData & QuestionnaireActions;

function freshData(ownerId: string | null): QuestionnaireData {
  return {
    ownerId,
    step: FIRST_STEP,
    answers: defaultWizardAnswers(deviceToday()),
    updatedAt: null,
    syncedAt: null,
  };
}

const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored copy is read field by field: anything unreadable falls back to a fresh questionnaire. */
function readPersisted(persisted: unknown): QuestionnaireData {
  if (typeof persisted !== 'object' || persisted === null) return freshData(null);
  const stored = persisted as Record<string, unknown>;
  const updatedAt = nullableText(stored.updatedAt);
  const fresh = freshData(nullableText(stored.ownerId));
  if (updatedAt === null) return fresh;
  return {
    ...fresh,
    step: typeof stored.step === 'number' ? clampStep(stored.step) : FIRST_STEP,
    answers: readWizardAnswers(stored.answers, fresh.answers),
    updatedAt,
    syncedAt: nullableText(stored.syncedAt),
  };
}

const now = () => new Date().toISOString();

/** The questionnaire in progress, kept on the device (`nasl-questionnaire`) across reloads and offline periods. */
export const useQuestionnaireStore = create<QuestionnaireState>()(
  persist(
    (set, get) => ({
      ...freshData(null),
      claim: (ownerId) => {
        if (get().ownerId !== ownerId) set(freshData(ownerId));
      },
      setAnswers: (patch) => set((state) => ({ answers: { ...state.answers, ...patch }, updatedAt: now() })),
      goToStep: (step) => {
        const target = clampStep(step);
        if (target !== get().step) set({ step: target, updatedAt: now() });
      },
      adoptServerDraft: (draft) =>
        set({
          step: clampStep(draft.step),
          answers: readWizardAnswers(draft.answers, defaultWizardAnswers(deviceToday())),
          updatedAt: draft.updatedAt,
          syncedAt: draft.updatedAt,
        }),
      markSynced: (pushedUpdatedAt, serverUpdatedAt) =>
        set((state) => timesAfterSave(state, pushedUpdatedAt, serverUpdatedAt)),
      reset: () => set((state) => freshData(state.ownerId)),
    }),
    {
      name: storageKeys.questionnaire,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ ownerId, step, answers, updatedAt, syncedAt }) => ({
        ownerId,
        step,
        answers,
        updatedAt,
        syncedAt,
      }),
      merge: (persisted, current) => ({ ...current, ...readPersisted(persisted) }),
    },
  ),
);

/** Sends this device's answers to the account unless it has them already (or `force`). */
async function sendDraft(force: boolean): Promise<void> {
  const state = useQuestionnaireStore.getState();
  if (state.updatedAt === null || (!force && !isUnsynced(state))) return;
  const sentVersion = state.updatedAt;
  const saved = await saveDraft(toDraftRequest(state.step, state.answers));
  if (saved.updatedAt) useQuestionnaireStore.getState().markSynced(sentVersion, saved.updatedAt);
}

/** The one way the questionnaire above reaches the account: one save at a time, paused during plan creation. */
export const questionnaireDraftSaver = new DraftSaver(sendDraft, (error) => {
  // Offline or signed out: the answers stay on the device and are sent on the next change or reconnection.
  console.warn('Questionnaire draft not saved to the account', error);
});
