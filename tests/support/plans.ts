import {
  addDays,
  PLAN_TIME_ZONE,
  questionnaireDefaults,
  todayInTimeZone,
  type QuestionnaireAnswers,
} from '@nasl/core';

/** The run's "today": the date the test runner fixed for the function too (NASL_PLAN_TODAY), else the clock's. */
export const today = process.env.NASL_PLAN_TODAY || todayInTimeZone(PLAN_TIME_ZONE);

/** Valid questionnaire answers (the form's defaults, last period ten days ago), with overrides. */
export function answers(overrides: Partial<QuestionnaireAnswers> = {}) {
  return { ...questionnaireDefaults(today), lastPeriodDate: addDays(today, -10), ...overrides };
}
