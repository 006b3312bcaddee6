import type { QuestionnaireAnswers } from '@nasl/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parsePlanResponse, type PlanResponse } from '@/lib/plan-data';

/** The API answered OK but without the plan's id (spec §8 counts this as a failed generation). */
export class MissingPlanIdError extends Error {
  override readonly name = 'MissingPlanIdError';
}

/** POST /api/generate-plan: 201 with the new plan, locked for users and full for admins. */
export async function generatePlan(answers: QuestionnaireAnswers): Promise<PlanResponse> {
  const plan = parsePlanResponse(await api.post<unknown>('/api/generate-plan', answers));
  if (!plan) throw new MissingPlanIdError('The plan response has no id');
  return plan;
}

export function useGeneratePlan() {
  return useMutation({ mutationFn: generatePlan });
}
