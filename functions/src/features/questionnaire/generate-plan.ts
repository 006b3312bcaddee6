import type { Request, Response } from 'express';
import { PLAN_TIME_ZONE, questionnaireSchema, todayInTimeZone } from '@nasl/core';
import { createQuestionnaireAndPlan, visiblePlanData } from '../../data/plans.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { buildPlan } from '../../plan-engine/build-plan.ts';

/**
 * POST /api/generate-plan — validates the full answers, stores the questionnaire and an unpaid plan,
 * and answers `{ id, planData }`: the locked view, or the full plan for admins.
 */
export async function generatePlan(req: Request, res: Response): Promise<void> {
  const viewer = requireViewer(req);
  const today = todayInTimeZone(PLAN_TIME_ZONE);
  const answers = parseBody(req, questionnaireSchema(today));
  const planData = { ar: buildPlan(answers, today, 'ar'), en: buildPlan(answers, today, 'en') };
  const stored = await createQuestionnaireAndPlan({
    userId: viewer.uid,
    answers,
    planStartDate: today,
    planData,
  });
  const visible = visiblePlanData(
    stored.doc,
    viewer.user,
    languageFromHeader(req.headers['accept-language']),
  );
  res.status(201).json({
    id: stored.id,
    isPaid: false,
    createdAt: stored.doc.createdAt.toDate().toISOString(),
    ...visible,
  });
}
