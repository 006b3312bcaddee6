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
 * the profile and what the account keeps besides it (her consent, her signed-in devices), questionnaires,
 * the unfinished draft, plans with every field stored on them (each plan's content as its owner may read
 * it, so in full only where unlocked; `withheld` and `lockedContent` say what stays locked), payments, and
 * the audit log's entries that name her. Plans are in the request's language.
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
        paymentAttempts: doc.paymentAttempts ?? 0,
        unlockedByAdmin: Boolean(doc.unlockedBy),
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
    })),
    auditEntries: data.auditEntries.map(({ role, doc }) => ({
      action: doc.action,
      role,
      planId: doc.planId,
      createdAt: iso(doc.createdAt),
    })),
    guaranteeClaims: data.claims.map((claim) => apiClaim(claim.id, claim.doc)),
    lockedContent: translateMessage('exportLockedContent', lang),
  });
}
