import type { Request, Response } from 'express';
import { EXPORT_WITHHELD_CONTENT, translateMessage, type AccountExport } from '@nasl/core';
import { findAccountData } from '../../data/account-data.ts';
import { apiCycleEvents } from '../../data/cycle-events.ts';
import { apiClaim } from '../../data/guarantee-claims.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { outcomeRecord, planFollowUp, pregnancyRecord } from '../../data/plan-follow-up.ts';
import { planToday } from '../../lib/plan-today.ts';
import type { Timestamp } from '../../lib/firebase.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

const iso = (timestamp: Timestamp) => timestamp.toDate().toISOString();

/**
 * GET /api/user/export — everything Nasl keeps about the signed-in person, as a JSON file to download:
 * the profile and what the account keeps besides it (her consent, her signed-in devices, the plan she
 * follows as a partner), questionnaires, the unfinished draft, plans with every field stored on them (each
 * plan's content as its owner may read it, so in full only where unlocked; `withheld` and `lockedContent`
 * say what stays locked; her partner), payments with their receipt e-mail and refunds, the invitations she
 * sent or accepted, her calendar subscriptions, reminder settings and push devices, and the audit log's
 * entries that name her. Plans are in the request's language. docs/privacy-data.md lists every collection
 * and what the download and a deletion do with it.
 */
export async function exportData(req: Request, res: Response<AccountExport>): Promise<void> {
  const viewer = requireViewer(req);
  const lang = languageFromHeader(req.headers['accept-language']);
  const data = await findAccountData(viewer.uid);
  const exportedAt = new Date();
  res.set(
    'Content-Disposition',
    `attachment; filename="nasl-my-data-${exportedAt.toISOString().slice(0, 10)}.json"`,
  );
  const consent = data.user?.healthDataConsent;
  res.json({
    exportedAt: exportedAt.toISOString(),
    profile: viewer.user,
    account: {
      isOwner: viewer.isOwner,
      healthDataConsent: consent
        ? { givenAt: iso(consent.givenAt), policyVersion: consent.policyVersion }
        : null,
      sessions: Object.values(data.user?.sessions ?? {})
        .map((session) => ({ signedInAt: iso(session.createdAt), expiresAt: iso(session.expiresAt) }))
        .sort((a, b) => a.signedInAt.localeCompare(b.signedInAt)),
      latestQuestionnaireId: data.user?.latestQuestionnaireId ?? null,
      latestPlanId: data.user?.latestPlanId ?? null,
      latestPaidPlanId: data.user?.latestPaidPlanId ?? null,
      partnerPlanId: data.user?.partnerPlanId ?? null,
      endedPartnerPlanId: data.user?.endedPartnerPlanId ?? null,
      searchTokens: data.user?.searchTokens ?? [],
    },
    questionnaires: data.questionnaires.map(({ id, doc }) => ({
      id,
      createdAt: iso(doc.createdAt),
      answers: doc.answers,
    })),
    questionnaireDraft: data.draft,
    plans: data.plans.map(({ id, doc }) => {
      const visible = visiblePlan(gateInput(doc, lang), viewer.user);
      return {
        id,
        createdAt: iso(doc.createdAt),
        isPaid: doc.isPaid,
        paymentStatus: doc.paymentStatus,
        readerIsOwner: true,
        formData: doc.formData,
        // Her logged cycle is part of what the payment unlocks, like the full plan it re-plans.
        cycleEvents: visible.locked ? [] : apiCycleEvents(doc.cycleEvents),
        ...planFollowUp(doc, visible.locked, planToday()),
        // What she said came of the plan is hers, locked plan or not (her check-ins name its dates).
        pregnancy: pregnancyRecord(doc.pregnancy),
        outcome: outcomeRecord(doc.outcome),
        ...visible,
        questionnaireId: doc.questionnaireId,
        planStartDate: doc.planStartDate,
        paidAt: doc.paidAt ? iso(doc.paidAt) : null,
        paymentIntentId: doc.paymentIntentId ?? null,
        paymentIntentIds: doc.paymentIntentIds ?? [],
        paymentAttempts: doc.paymentAttempts ?? 0,
        refundedAt: doc.refundedAt ? iso(doc.refundedAt) : null,
        unlockedByAdmin: Boolean(doc.unlockedBy),
        partner: doc.partner ? { uid: doc.partner.uid, since: iso(doc.partner.since) } : null,
        withheld: visible.locked ? [...EXPORT_WITHHELD_CONTENT] : [],
      };
    }),
    payments: data.payments.map(({ id, doc }) => ({
      id,
      planId: doc.planId,
      paymentIntentId: doc.paymentIntentId,
      amount: doc.amount,
      currency: doc.currency,
      status: doc.status,
      createdAt: iso(doc.createdAt),
      receiptEmail: doc.receiptEmail ?? null,
      refundedCents: doc.refundedCents ?? 0,
      refundedAt: doc.refundedAt ? iso(doc.refundedAt) : null,
      refunds: Object.entries(doc.refunds ?? {})
        .map(([refundId, refund]) => ({
          id: refundId,
          amountCents: refund.amountCents,
          createdAt: iso(refund.createdAt),
        }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    })),
    partnerInvites: data.partnerInvites.map(({ role, doc }) => ({
      role,
      planId: doc.planId,
      createdAt: iso(doc.createdAt),
      expiresAt: iso(doc.expiresAt),
      usedAt: doc.usedAt ? iso(doc.usedAt) : null,
      usedBy: doc.usedBy,
    })),
    calendarFeeds: data.calendarFeeds.map(({ planId, doc }) => ({
      planId,
      token: doc.token,
      alarm: doc.alarm,
      lhTests: doc.lhTests,
      discreet: doc.discreet,
      lang: doc.lang,
      createdAt: iso(doc.createdAt),
      servedEvents: doc.served?.length ?? 0,
    })),
    reminders: data.reminders.map(({ planId, doc }) => ({
      planId,
      enabled: doc.enabled,
      eveningHour: doc.eveningHour,
      morningHour: doc.morningHour,
      timeZone: doc.timeZone,
      discreet: doc.discreet,
      lang: doc.lang,
      nextDueAt: doc.nextDueAt ? iso(doc.nextDueAt) : null,
      updatedAt: iso(doc.updatedAt),
    })),
    pushDevices: data.pushDevices.map((doc) => ({
      endpoint: doc.endpoint,
      keys: { p256dh: doc.keys.p256dh, auth: doc.keys.auth },
      createdAt: iso(doc.createdAt),
    })),
    auditEntries: data.auditEntries.map(({ role, doc }) => ({
      action: doc.action,
      role,
      planId: doc.planId,
      createdAt: iso(doc.createdAt),
      amountCents: doc.amountCents ?? null,
      currency: doc.currency ?? null,
      reason: doc.reason ?? null,
    })),
    guaranteeClaims: data.claims.map((claim) => apiClaim(claim.id, claim.doc)),
    lockedContent: translateMessage('exportLockedContent', lang),
  });
}
