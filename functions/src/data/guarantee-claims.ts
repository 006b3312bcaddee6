import {
  type ClaimAdherence,
  type ClaimDecision,
  type ClaimDocumentType,
  type ClaimStatus,
  type CivilDate,
  type GuaranteeClaim,
  isValidId,
  type OutcomeSex,
  type TargetGender,
} from '@nasl/core';
import { db, Timestamp, type Transaction } from '../lib/firebase.ts';
import { deleteStorageFile } from '../lib/firebase-storage.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { currentPlanDoc, PLANS, type PlanDoc, type StoredPlanDoc } from './plan-documents.ts';
import type { StoredPlan } from './plans.ts';

/**
 * Guarantee claims (`guaranteeClaims/{id}`): her claim on a plan whose baby's sex differs from its target,
 * the documents she sent (in Cloud Storage, under `guarantee-claims/{claimId}/`, reached by the server
 * only), her adherence when she claimed, and the owner's decisions. The plan keeps `guaranteeClaim`
 * (id and status) in the same writes, so a plan has one claim and its rules read the plan alone.
 */
export const GUARANTEE_CLAIMS = 'guaranteeClaims';

export interface StoredClaimDocument {
  id: string;
  /** Where the file is in the bucket: made by the server, never from the request. */
  path: string;
  name: string;
  contentType: ClaimDocumentType;
  size: number;
  uploadedAt: Timestamp;
}

export interface ClaimDecisionRecord {
  decision: ClaimDecision;
  reason: string;
  by: string;
  at: Timestamp;
}

export interface ClaimDoc {
  planId: string;
  userId: string;
  status: ClaimStatus;
  target: TargetGender;
  outcome: OutcomeSex;
  positiveTestDate: CivilDate | null;
  knownOn: CivilDate | null;
  note: string;
  /** When she agreed that Nasl keeps the documents to decide (once per submission, the latest). */
  documentsConsentAt: Timestamp;
  documents: StoredClaimDocument[];
  adherence: ClaimAdherence;
  paidAt: Timestamp | null;
  paymentIntentId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  decidedAt: Timestamp | null;
  reason: string | null;
  decisions: ClaimDecisionRecord[];
  /** Set by a decision (approve or reject): the day the documents go. Null again once they went. */
  documentsDeleteAfter: Timestamp | null;
  documentsDeletedAt: Timestamp | null;
}

export interface StoredClaim {
  id: string;
  doc: ClaimDoc;
}

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/** A claim as its owner reads it. */
export function apiClaim(id: string, doc: ClaimDoc): GuaranteeClaim {
  return {
    id,
    planId: doc.planId,
    status: doc.status,
    target: doc.target,
    outcome: doc.outcome,
    note: doc.note,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    decidedAt: doc.decidedAt ? iso(doc.decidedAt) : null,
    reason: doc.reason,
    documents: doc.documents.map((document) => ({
      id: document.id,
      name: document.name,
      contentType: document.contentType,
      size: document.size,
      uploadedAt: iso(document.uploadedAt),
    })),
    documentsDeleteAfter: doc.documentsDeleteAfter ? iso(doc.documentsDeleteAfter) : null,
    documentsDeletedAt: doc.documentsDeletedAt ? iso(doc.documentsDeletedAt) : null,
  };
}

export const claimRef = (claimId: string) => db().collection(GUARANTEE_CLAIMS).doc(claimId);
export const newClaimId = () => db().collection(GUARANTEE_CLAIMS).doc().id;

export async function findClaim(claimId: string): Promise<StoredClaim | null> {
  if (!isValidId(claimId)) return null;
  const snapshot = await claimRef(claimId).get();
  return snapshot.exists ? { id: snapshot.id, doc: snapshot.data() as ClaimDoc } : null;
}

/** A plan's claims, newest first (a plan has one; the list leaves room for more). */
export async function claimsOfPlan(planId: string): Promise<StoredClaim[]> {
  const snapshot = await db().collection(GUARANTEE_CLAIMS).where('planId', '==', planId).get();
  return snapshot.docs
    .map((document) => ({ id: document.id, doc: document.data() as ClaimDoc }))
    .sort((a, b) => b.doc.createdAt.toMillis() - a.doc.createdAt.toMillis());
}

/** A person's claims (her export, her account's deletion). */
export async function claimsOfUser(userId: string): Promise<StoredClaim[]> {
  const snapshot = await db().collection(GUARANTEE_CLAIMS).where('userId', '==', userId).get();
  return snapshot.docs
    .map((document) => ({ id: document.id, doc: document.data() as ClaimDoc }))
    .sort((a, b) => a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis());
}

/** The owner's queue: newest first, of one status or all; at most `limit`. */
export async function listClaims(status: ClaimStatus | undefined, limit: number): Promise<StoredClaim[]> {
  let query = db().collection(GUARANTEE_CLAIMS).orderBy('createdAt', 'desc');
  if (status) query = query.where('status', '==', status);
  const snapshot = await query.limit(limit).get();
  return snapshot.docs.map((document) => ({ id: document.id, doc: document.data() as ClaimDoc }));
}

/**
 * Writes a claim with its documents in one transaction, after `decide` read the plan and the claim as
 * they are (it may refuse: the documents uploaded before are then deleted by the caller). A new claim is
 * created; one waiting for more documents gets them added and waits for the owner again.
 */
export async function storeClaim<R>(
  planId: string,
  decide: (
    plan: StoredPlan,
    existing: StoredClaim | null,
  ) => { write: { claimId: string; doc: ClaimDoc } | null; result: R },
): Promise<{ found: false } | { found: true; result: R; claim: StoredClaim | null }> {
  const planRef = db().collection(PLANS).doc(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(planRef);
    if (!snapshot.exists) return { found: false as const };
    const plan: StoredPlan = { id: planId, doc: currentPlanDoc(snapshot.data() as StoredPlanDoc) };
    const existingId = plan.doc.guaranteeClaim?.id;
    const existingSnapshot = existingId ? await transaction.get(claimRef(existingId)) : null;
    const existing = existingSnapshot?.exists
      ? { id: existingSnapshot.id, doc: existingSnapshot.data() as ClaimDoc }
      : null;
    const { write, result } = decide(plan, existing);
    if (!write) return { found: true as const, result, claim: null };
    transaction.set(claimRef(write.claimId), write.doc);
    transaction.update(planRef, { guaranteeClaim: { id: write.claimId, status: write.doc.status } });
    return { found: true as const, result, claim: { id: write.claimId, doc: write.doc } };
  });
}

/**
 * Records an admin's decision on a claim in one transaction: the claim, the plan's mirror of its status
 * (and for an approval, that its refund was under the guarantee), and the audit entry. `decide` reads the
 * claim as it is and may refuse.
 */
export async function recordClaimDecision<R>(
  claimId: string,
  decide: (
    claim: StoredClaim,
    transaction: Transaction,
  ) => { update: Partial<ClaimDoc> | null; result: R; auditReason?: string; adminId?: string },
): Promise<{ found: false } | { found: true; result: R; claim: StoredClaim }> {
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(claimRef(claimId));
    if (!snapshot.exists) return { found: false as const };
    const claim = { id: claimId, doc: snapshot.data() as ClaimDoc };
    const { update, result, auditReason, adminId } = decide(claim, transaction);
    if (!update) return { found: true as const, result, claim };
    const doc = { ...claim.doc, ...update };
    transaction.update(claimRef(claimId), update);
    const planUpdate: Partial<PlanDoc> = { guaranteeClaim: { id: claimId, status: doc.status } };
    if (doc.status === 'approved') planUpdate.refundedUnderGuarantee = true;
    transaction.update(db().collection(PLANS).doc(claim.doc.planId), planUpdate);
    transaction.create(
      db().collection(AUDIT).doc(),
      auditEntry({
        action: 'decide-guarantee-claim',
        actorId: adminId ?? null,
        targetUserId: claim.doc.userId,
        planId: claim.doc.planId,
        reason: auditReason ?? null,
      }),
    );
    return { found: true as const, result, claim: { id: claimId, doc } };
  });
}

/** Deletes a claim's files; a file already gone is fine. */
export async function deleteClaimFiles(documents: readonly Pick<StoredClaimDocument, 'path'>[]) {
  for (const document of documents) await deleteStorageFile(document.path);
}

/**
 * The documents of claims decided at least 30 days ago (their `documentsDeleteAfter` passed): their
 * files go, the claim keeps what they were (names, types, sizes) and when they went, and the audit log
 * says so. Run by the scheduled function `claimDocuments`. Answers how many claims it cleared.
 */
export async function deleteDueClaimDocuments(nowMs: number, pageSize = 100): Promise<number> {
  let cleared = 0;
  for (let page = 0; page < 20; page += 1) {
    const snapshot = await db()
      .collection(GUARANTEE_CLAIMS)
      .where('documentsDeleteAfter', '<=', Timestamp.fromMillis(nowMs))
      .orderBy('documentsDeleteAfter')
      .limit(pageSize)
      .get();
    for (const document of snapshot.docs) {
      const claim = document.data() as ClaimDoc;
      await deleteClaimFiles(claim.documents);
      const batch = db().batch();
      batch.update(document.ref, {
        documentsDeleteAfter: null,
        documentsDeletedAt: Timestamp.fromMillis(nowMs),
      });
      batch.create(
        db().collection(AUDIT).doc(),
        auditEntry({
          action: 'delete-claim-documents',
          actorId: null,
          targetUserId: claim.userId,
          planId: claim.planId,
        }),
      );
      await batch.commit();
      cleared += 1;
    }
    if (snapshot.size < pageSize) break;
  }
  return cleared;
}

/** The audit entry of an admin opening one of a claim's documents. */
export async function auditDocumentOpened(claim: StoredClaim, adminId: string): Promise<void> {
  await db()
    .collection(AUDIT)
    .add(
      auditEntry({
        action: 'open-claim-document',
        actorId: adminId,
        targetUserId: claim.doc.userId,
        planId: claim.doc.planId,
      }),
    );
}
