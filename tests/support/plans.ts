import {
  addDays,
  PLAN_TIME_ZONE,
  questionnaireDefaults,
  todayInTimeZone,
  type LockedPlanData,
  type QuestionnaireAnswers,
} from '@nasl/core';
import type { PlanAnswer } from './fixtures/plans.ts';
import type { Client } from './http.ts';

/** The run's "today": the date the test runner fixed for the function too (NASL_PLAN_TODAY), else the clock's. */
export const today = process.env.NASL_PLAN_TODAY || todayInTimeZone(PLAN_TIME_ZONE);

/** Valid questionnaire answers (the form's defaults, last period ten days ago), with overrides. */
export function answers(overrides: Partial<QuestionnaireAnswers> = {}) {
  return { ...questionnaireDefaults(today), lastPeriodDate: addDays(today, -10), ...overrides };
}

export async function createPlan(client: Client, overrides: Partial<QuestionnaireAnswers> = {}) {
  const response = await client.post<PlanAnswer<LockedPlanData>>('/api/generate-plan', answers(overrides));
  if (response.status !== 201)
    throw new Error(`generate-plan: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
