import type { QuestionnaireDraft, QuestionnaireDraftRequest } from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';

export const DRAFTS = 'questionnaireDrafts';

interface DraftDoc extends QuestionnaireDraftRequest {
  updatedAt: Timestamp;
}

export const draftRef = (uid: string) => db().collection(DRAFTS).doc(uid);

export async function findDraft(uid: string): Promise<QuestionnaireDraft> {
  const snapshot = await draftRef(uid).get();
  if (!snapshot.exists) return { step: 1, answers: {}, updatedAt: null };
  const doc = snapshot.data() as DraftDoc;
  return { step: doc.step, answers: doc.answers, updatedAt: doc.updatedAt.toDate().toISOString() };
}

export async function saveDraft(uid: string, draft: QuestionnaireDraftRequest): Promise<QuestionnaireDraft> {
  const updatedAt = Timestamp.now();
  await draftRef(uid).set({ ...draft, updatedAt } satisfies DraftDoc);
  return { ...draft, updatedAt: updatedAt.toDate().toISOString() };
}
