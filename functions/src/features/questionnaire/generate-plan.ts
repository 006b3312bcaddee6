import type { Request, Response } from 'express';
import { questionnaireSchema, type Plan } from '@nasl/core';
import { createQuestionnaireAndPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { planToday } from '../../lib/plan-today.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/**
 * POST /api/generate-plan — validates the full answers, stores the questionnaire and an unpaid plan that
 * starts today, and answers the plan as its author may see it: locked, or full for an admin. Plans count
 * per person (admins exempt).
 */
export function generatePlan(config: ServerConfig) {
  return async (req: Request, res: Response<Plan>): Promise<void> => {
    const viewer = requireViewer(req);
    const today = planToday();
    const answers = parseBody(req, questionnaireSchema(today));
    if (!viewer.user.isAdmin) {
      await consumeOrRefuse(res, [limitFor(config, 'planGenerationsPerAccount', viewer.uid)]);
    }
    const stored = await createQuestionnaireAndPlan({ userId: viewer.uid, answers, planStartDate: today });
    res.status(201).json({
      id: stored.id,
      isPaid: false,
      createdAt: stored.doc.createdAt.toDate().toISOString(),
      ...visiblePlan(gateInput(stored.doc, languageFromHeader(req.headers['accept-language'])), viewer.user),
    });
  };
}
