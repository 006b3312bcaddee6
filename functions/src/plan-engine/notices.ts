import type { PlanNoticeLevel, QuestionnaireAnswers } from '@nasl/core';
import { bmiCategory, bodyMassIndex } from './body-metrics.ts';

export type NoticeId = 'age45' | 'age40' | 'potassiumMedicines' | 'folicAcidHighDose';

export interface NoticeChoice {
  id: NoticeId;
  level: PlanNoticeLevel;
}

/** From 40 a doctor before trying, from 45 natural conception is unlikely (ACOG/ASRM 2014). */
export const MOTHER_AGE_SEE_DOCTOR = 40;
export const MOTHER_AGE_UNLIKELY = 45;

const LEVEL_ORDER: Record<PlanNoticeLevel, number> = { important: 0, warning: 1, info: 2 };

/**
 * The medical and safety notices her answers call for, most important first:
 * - mother 45 or older: natural conception is unlikely, see a fertility doctor first (important);
 * - mother 40-44: see a doctor before trying, not after months of trying (warning);
 * - boy plan: its potassium-rich diet is not for kidney disease or potassium-raising medicines (warning);
 * - BMI 30 or more: folic acid 5 mg may be advised, ask the doctor (warning).
 */
export function selectNotices(answers: QuestionnaireAnswers): NoticeChoice[] {
  const notices: NoticeChoice[] = [];
  if (answers.motherAge >= MOTHER_AGE_UNLIKELY) notices.push({ id: 'age45', level: 'important' });
  else if (answers.motherAge >= MOTHER_AGE_SEE_DOCTOR) notices.push({ id: 'age40', level: 'warning' });
  if (answers.gender === 'boy') notices.push({ id: 'potassiumMedicines', level: 'warning' });
  if (bmiCategory(bodyMassIndex(answers.motherWeight, answers.motherHeight)) === 'obese') {
    notices.push({ id: 'folicAcidHighDose', level: 'warning' });
  }
  return notices.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}
