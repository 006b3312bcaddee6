import type { QuestionnaireAnswers } from '@nasl/core/questionnaire';
import { planSchema, type Plan } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/**
 * POST /api/generate-plan: 201 with the new plan, locked for users and full for admins. An answer that is
 * not a plan (no id, unreadable content) counts as a failed generation.
 */
export function generatePlan(answers: QuestionnaireAnswers): Promise<Plan> {
  return api.post('/api/generate-plan', planSchema, answers);
}

export function useGeneratePlan() {
  return useMutation({ mutationFn: generatePlan });
}
