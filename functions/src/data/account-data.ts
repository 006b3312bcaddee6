import type { QuestionnaireDraft } from '@nasl/core';
import { db } from '../lib/firebase.ts';
import { AUDIT, type AuditRecord } from './audit.ts';
import { calendarFeedsOf, type CalendarFeedDoc } from './calendar-feeds.ts';
import { findDraft } from './drafts.ts';
import { claimsOfUser, type StoredClaim } from './guarantee-claims.ts';
import { PAYMENTS, type PaymentDoc } from './payments.ts';
import {
  currentPlanDoc,
  PLANS,
  QUESTIONNAIRES,
  type PlanDoc,
  type QuestionnaireDoc,
  type StoredPlanDoc,
} from './plan-documents.ts';
import { invitesSentBy, invitesUsedBy, type PartnerInviteDoc } from './partners.ts';
import { PUSH_SUBSCRIPTIONS, REMINDERS, type PushSubscriptionDoc, type ReminderDoc } from './reminders.ts';
import { findUserDoc, type UserDoc } from './users.ts';

export interface AccountData {
  user: UserDoc | null;
  questionnaires: { id: string; doc: QuestionnaireDoc }[];
  plans: { id: string; doc: PlanDoc }[];
  payments: { id: string; doc: PaymentDoc }[];
  draft: QuestionnaireDraft | null;
  /** The audit log's entries naming the person, as the target of an admin's action or as the admin. */
  auditEntries: { role: 'subject' | 'actor'; doc: AuditRecord }[];
  /** Invitations she sent, and those she accepted as a partner. */
  partnerInvites: { role: 'sent' | 'accepted'; doc: PartnerInviteDoc }[];
  calendarFeeds: { planId: string; doc: CalendarFeedDoc }[];
  reminders: { planId: string; doc: ReminderDoc }[];
  pushDevices: PushSubscriptionDoc[];
  /** Her guarantee claims, oldest first. */
  claims: StoredClaim[];
}

const byCreation = <T extends { doc: { createdAt: { toMillis(): number } } }>(a: T, b: T) =>
  a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis();

/** Every document that holds something about a person, oldest first. */
export async function findAccountData(uid: string): Promise<AccountData> {
  const [
    user,
    questionnaires,
    plans,
    payments,
    draft,
    asSubject,
    asActor,
    invitesSent,
    invitesAccepted,
    feeds,
    reminders,
    devices,
    claims,
  ] = await Promise.all([
    findUserDoc(uid),
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
    findDraft(uid),
    db().collection(AUDIT).where('targetUserId', '==', uid).get(),
    db().collection(AUDIT).where('actorId', '==', uid).get(),
    invitesSentBy(uid),
    invitesUsedBy(uid),
    calendarFeedsOf(uid),
    db().collection(REMINDERS).where('userId', '==', uid).get(),
    db().collection(PUSH_SUBSCRIPTIONS).where('userId', '==', uid).get(),
    claimsOfUser(uid),
  ]);
  const invite = (role: 'sent' | 'accepted') => (snapshot: { data(): unknown }) => ({
    role,
    doc: snapshot.data() as PartnerInviteDoc,
  });
  const auditEntries = [
    ...asSubject.docs.map((snapshot) => ({ role: 'subject' as const, doc: snapshot.data() as AuditRecord })),
    ...asActor.docs.map((snapshot) => ({ role: 'actor' as const, doc: snapshot.data() as AuditRecord })),
  ];
  return {
    user,
    auditEntries: auditEntries.sort(byCreation),
    questionnaires: questionnaires.docs
      .map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as QuestionnaireDoc }))
      .sort(byCreation),
    plans: plans.docs
      .map((snapshot) => ({ id: snapshot.id, doc: currentPlanDoc(snapshot.data() as StoredPlanDoc) }))
      .sort(byCreation),
    payments: payments.docs
      .map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as PaymentDoc }))
      .sort(byCreation),
    draft: draft.updatedAt === null ? null : draft,
    partnerInvites: [
      ...invitesSent.docs.map(invite('sent')),
      ...invitesAccepted.docs.map(invite('accepted')),
    ].sort(byCreation),
    calendarFeeds: feeds.docs
      .map((snapshot) => ({ planId: snapshot.id, doc: snapshot.data() as CalendarFeedDoc }))
      .sort(byCreation),
    reminders: reminders.docs
      .map((snapshot) => ({ planId: snapshot.id, doc: snapshot.data() as ReminderDoc }))
      .sort((a, b) => a.planId.localeCompare(b.planId)),
    pushDevices: devices.docs
      .map((snapshot) => snapshot.data() as PushSubscriptionDoc)
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis()),
    claims,
  };
}
