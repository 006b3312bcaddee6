import { PARTNER_INVITE_DAYS } from '@nasl/core';
import { db, FieldValue, Timestamp } from '../lib/firebase.ts';
import { hashSecretToken } from '../lib/secret-token.ts';
import { PLANS, type PlanDoc, type PlanPartnerLink } from './plan-documents.ts';
import { USERS, type UserDoc } from './users.ts';

/** Invitations to follow a plan (`partnerInvites/{SHA-256 of the token}`): the token itself is never stored. */
export const PARTNER_INVITES = 'partnerInvites';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PartnerInviteDoc {
  planId: string;
  ownerId: string;
  createdAt: Timestamp;
  /** Also the collection's TTL field: Firestore deletes an invitation some time after it expires. */
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  usedBy: string | null;
}

/**
 * Stores a new invitation for a plan and drops the plan's earlier unused ones: the latest link she sent
 * is the one that works. Answers when it expires.
 */
export async function createPartnerInvite(input: {
  token: string;
  planId: string;
  ownerId: string;
  nowMs?: number;
}): Promise<{ expiresAt: Date }> {
  const nowMs = input.nowMs ?? Date.now();
  const earlier = await db().collection(PARTNER_INVITES).where('planId', '==', input.planId).get();
  const expiresAt = Timestamp.fromMillis(nowMs + PARTNER_INVITE_DAYS * DAY_MS);
  const batch = db().batch();
  for (const snapshot of earlier.docs) {
    if (!(snapshot.data() as PartnerInviteDoc).usedAt) batch.delete(snapshot.ref);
  }
  batch.create(db().collection(PARTNER_INVITES).doc(hashSecretToken(input.token)), {
    planId: input.planId,
    ownerId: input.ownerId,
    createdAt: Timestamp.fromMillis(nowMs),
    expiresAt,
    usedAt: null,
    usedBy: null,
  } satisfies PartnerInviteDoc);
  await batch.commit();
  return { expiresAt: expiresAt.toDate() };
}

export type InviteAcceptance =
  | { outcome: 'accepted'; planId: string }
  | {
      outcome: 'not-found' | 'used' | 'ended' | 'expired' | 'own-plan' | 'has-partner' | 'plan-not-paid';
    };

/**
 * Accepts an invitation for `uid`, in one transaction: the invitation is marked used, the plan gets its
 * partner and his user document the plan he follows (for his "My plan" link). Accepting again an
 * invitation he already accepted, while he still follows the plan, answers accepted and changes nothing;
 * once he no longer follows it, `ended`.
 */
export async function acceptPartnerInvite(
  token: string,
  uid: string,
  nowMs = Date.now(),
): Promise<InviteAcceptance> {
  const inviteRef = db().collection(PARTNER_INVITES).doc(hashSecretToken(token));
  return db().runTransaction(async (transaction): Promise<InviteAcceptance> => {
    const inviteSnapshot = await transaction.get(inviteRef);
    if (!inviteSnapshot.exists) return { outcome: 'not-found' };
    const invite = inviteSnapshot.data() as PartnerInviteDoc;
    const planRef = db().collection(PLANS).doc(invite.planId);
    const planSnapshot = await transaction.get(planRef);
    if (!planSnapshot.exists) return { outcome: 'not-found' };
    const plan = planSnapshot.data() as Pick<PlanDoc, 'userId' | 'isPaid' | 'partner'>;
    if (invite.usedAt) {
      if (invite.usedBy !== uid) return { outcome: 'used' };
      return plan.partner?.uid === uid
        ? { outcome: 'accepted', planId: invite.planId }
        : { outcome: 'ended' };
    }
    if (invite.expiresAt.toMillis() <= nowMs) return { outcome: 'expired' };
    if (plan.userId === uid) return { outcome: 'own-plan' };
    if (plan.partner && plan.partner.uid !== uid) return { outcome: 'has-partner' };
    if (!plan.isPaid) return { outcome: 'plan-not-paid' };
    const now = Timestamp.fromMillis(nowMs);
    transaction.update(inviteRef, { usedAt: now, usedBy: uid });
    transaction.update(planRef, {
      partner: plan.partner ?? ({ uid, since: now } satisfies PlanPartnerLink),
    });
    transaction.update(db().collection(USERS).doc(uid), {
      partnerPlanId: invite.planId,
      endedPartnerPlanId: FieldValue.delete(),
    });
    return { outcome: 'accepted', planId: invite.planId };
  });
}

/**
 * Ends a partner's access: the plan forgets him, and his user document the plan (if it is still the one
 * he follows), keeping it as the plan whose sharing ended. His next request for the plan is refused, saying
 * so. False when he was not the plan's partner.
 */
export async function removePartner(planId: string, partnerUid: string): Promise<boolean> {
  const planRef = db().collection(PLANS).doc(planId);
  const userRef = db().collection(USERS).doc(partnerUid);
  return db().runTransaction(async (transaction) => {
    const [planSnapshot, userSnapshot] = await transaction.getAll(planRef, userRef);
    const plan = planSnapshot?.data() as Pick<PlanDoc, 'partner'> | undefined;
    if (plan?.partner?.uid !== partnerUid) return false;
    transaction.update(planRef, { partner: FieldValue.delete() });
    if (userSnapshot?.exists) {
      const followed = (userSnapshot.data() as UserDoc).partnerPlanId === planId;
      transaction.update(userRef, {
        ...(followed ? { partnerPlanId: FieldValue.delete() } : {}),
        endedPartnerPlanId: planId,
      });
    }
    return true;
  });
}

/** The plans a person follows as a partner (at most a few). */
export async function plansFollowedBy(uid: string) {
  return db().collection(PLANS).where('partner.uid', '==', uid).get();
}

/** The people whose sharing of one of these plans ended (the plans are being deleted). */
export async function formerPartnersOf(planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  const snapshots = await Promise.all(
    planIds.map((planId) => db().collection(USERS).where('endedPartnerPlanId', '==', planId).get()),
  );
  return snapshots.flatMap((snapshot) => snapshot.docs);
}

/** The invitations a person accepted (they name him as `usedBy`). */
export async function invitesUsedBy(uid: string) {
  return db().collection(PARTNER_INVITES).where('usedBy', '==', uid).get();
}

/** Every invitation a person sent. */
export async function invitesSentBy(uid: string) {
  return db().collection(PARTNER_INVITES).where('ownerId', '==', uid).get();
}
