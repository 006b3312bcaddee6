import type { HealthCondition, PlanNoticeLevel, QuestionnaireAnswers } from '@nasl/core';
import { bmiCategory, bodyMassIndex } from './body-metrics.ts';

export type NoticeId =
  | 'age50'
  | 'age45'
  | 'age40'
  | 'father60'
  | 'kidneyDisease'
  | 'potassiumMedicines'
  | 'diabetes'
  | 'folicAcidHighDose'
  | 'highBloodPressure'
  | 'pcos'
  | 'thyroid'
  | 'breastfeeding'
  | 'regularMedicine'
  | 'medicinesReview'
  | 'healthNotAsked';

export interface NoticeChoice {
  id: NoticeId;
  level: PlanNoticeLevel;
}

/**
 * Ages that change the plan (ACOG Committee Opinion 589, 2014): from 40 a doctor before trying; from 45
 * natural conception is about 1 % a cycle or less, so no success figure; from 50, around the average age of
 * menopause (51), no method at all and the plan is not sold.
 */
export const MOTHER_AGE_SEE_DOCTOR = 40;
export const MOTHER_AGE_UNLIKELY = 45;
export const MOTHER_AGE_NO_METHOD = 50;
/** A father of 60 or more: sperm quality falls and new mutations in the child rise with his age. */
export const FATHER_AGE_NOTICE = 60;

const LEVEL_ORDER: Record<PlanNoticeLevel, number> = { important: 0, warning: 1, info: 2 };

/** Her health answer, or null when it was not asked (answers recorded before it existed). */
export function healthConditions(answers: QuestionnaireAnswers): readonly HealthCondition[] | null {
  return answers.healthConditions ?? null;
}

export function hasCondition(answers: QuestionnaireAnswers, condition: HealthCondition): boolean {
  return answers.healthConditions?.includes(condition) ?? false;
}

/**
 * Whether the method applies to her at all: not for a mother of 50 or more, for whom natural conception is
 * essentially nil. Such a plan has no dates, no diet method and no figure, and is not sold.
 */
export function offersMethod(answers: Pick<QuestionnaireAnswers, 'motherAge'>): boolean {
  return answers.motherAge < MOTHER_AGE_NO_METHOD;
}

/**
 * The medical and safety notices her answers call for, most important first (the table in
 * docs/plan-method.md, section 8): her age and his, her health answers, the boy diet's potassium, folic
 * acid 5 mg, and in every plan the medicines to review before a pregnancy.
 */
export function selectNotices(answers: QuestionnaireAnswers): NoticeChoice[] {
  const notices: NoticeChoice[] = [];
  const has = (condition: HealthCondition) => hasCondition(answers, condition);
  const method = offersMethod(answers);
  if (!method) notices.push({ id: 'age50', level: 'important' });
  else if (answers.motherAge >= MOTHER_AGE_UNLIKELY) notices.push({ id: 'age45', level: 'important' });
  else if (answers.motherAge >= MOTHER_AGE_SEE_DOCTOR) notices.push({ id: 'age40', level: 'warning' });
  if (answers.fatherAge >= FATHER_AGE_NOTICE) notices.push({ id: 'father60', level: 'warning' });
  if (has('kidney-disease')) notices.push({ id: 'kidneyDisease', level: 'warning' });
  else if (method && answers.gender === 'boy') notices.push({ id: 'potassiumMedicines', level: 'warning' });
  if (has('diabetes')) notices.push({ id: 'diabetes', level: 'warning' });
  else if (bmiCategory(bodyMassIndex(answers.motherWeight, answers.motherHeight)) === 'obese') {
    notices.push({ id: 'folicAcidHighDose', level: 'warning' });
  }
  if (has('high-blood-pressure')) notices.push({ id: 'highBloodPressure', level: 'warning' });
  if (has('pcos')) notices.push({ id: 'pcos', level: 'warning' });
  if (has('thyroid')) notices.push({ id: 'thyroid', level: 'warning' });
  if (has('breastfeeding')) notices.push({ id: 'breastfeeding', level: 'warning' });
  notices.push(
    has('regular-medicine')
      ? { id: 'regularMedicine', level: 'warning' }
      : { id: 'medicinesReview', level: 'info' },
  );
  if (healthConditions(answers) === null) notices.push({ id: 'healthNotAsked', level: 'info' });
  return notices.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}
