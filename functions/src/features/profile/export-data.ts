import type { Request, Response } from 'express';
import type { AccountExport } from '@nasl/core';
import { findAccountData } from '../../data/account-data.ts';
import { apiCycleEvents } from '../../data/cycle-events.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/**
 * GET /api/user/export — everything Nasl keeps about the signed-in person, as a JSON file to download:
 * the profile, questionnaires, the unfinished draft, plans (each as its owner may read it, so in full only
 * where unlocked) and payments. Plans are in the request's language.
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
  res.json({
    exportedAt: exportedAt.toISOString(),
    profile: viewer.user,
    questionnaires: data.questionnaires.map(({ id, doc }) => ({
      id,
      createdAt: doc.createdAt.toDate().toISOString(),
      answers: doc.answers,
    })),
    questionnaireDraft: data.draft,
    plans: data.plans.map(({ id, doc }) => {
      const visible = visiblePlan(gateInput(doc, lang), viewer.user);
      return {
        id,
        createdAt: doc.createdAt.toDate().toISOString(),
        isPaid: doc.isPaid,
        paymentStatus: doc.paymentStatus,
        formData: doc.formData,
        // Her logged cycle is part of what the payment unlocks, like the full plan it re-plans.
        cycleEvents: visible.locked ? [] : apiCycleEvents(doc.cycleEvents),
        ...visible,
      };
    }),
    payments: data.payments.map(({ id, doc }) => ({
      id,
      planId: doc.planId,
      amount: doc.amount,
      currency: doc.currency,
      status: doc.status,
      createdAt: doc.createdAt.toDate().toISOString(),
    })),
  });
}
