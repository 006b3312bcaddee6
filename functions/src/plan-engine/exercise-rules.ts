import type { ActivityLevel, QuestionnaireAnswers } from '@nasl/core';
import { bmiCategory, type BmiCategory, bodyMassIndex } from './body-metrics.ts';

/**
 * Which exercise and lifestyle advice a plan lists, before any language: from the mother's activity
 * level, her BMI, stress and sleep, the father's BMI, and the environmental factors.
 */
export const EXERCISE_ADVICE_IDS = [
  'startWalking',
  'buildWalking',
  'keepModerate',
  'keepActiveModerate',
  'reduceAthleticLoad',
  'gainWeightStrength',
  'lightStrength',
  'strengthForWeightLoss',
  'lowImpactCardio',
  'stressRelief',
  'sleepRoutine',
  'pelvicFloor',
  'fatherWeightLoss',
  'fatherActive',
  'limitHeat',
  'limitExhaustingSessions',
  'limitEndurance',
  'limitLongCardio',
  'limitCrashDiets',
  'limitHighImpact',
  'limitCompetitiveStress',
  'limitLateWorkouts',
  'limitSmoking',
  'limitPollution',
  'limitChemicals',
  'limitRadiation',
] as const;
export type ExerciseAdviceId = (typeof EXERCISE_ADVICE_IDS)[number];

const MAIN_RECOMMENDATION = {
  sedentary: 'startWalking',
  light: 'buildWalking',
  moderate: 'keepModerate',
  active: 'keepActiveModerate',
  athlete: 'reduceAthleticLoad',
} as const satisfies Record<ActivityLevel, ExerciseAdviceId>;

const BODY_RECOMMENDATION = {
  underweight: 'gainWeightStrength',
  healthy: 'lightStrength',
  overweight: 'strengthForWeightLoss',
  obese: 'lowImpactCardio',
} as const satisfies Record<BmiCategory, ExerciseAdviceId>;

export interface ExerciseSelection {
  recommended: ExerciseAdviceId[];
  limit: ExerciseAdviceId[];
  activity: ActivityLevel;
  motherBmiCategory: BmiCategory;
}

export function selectExercise(answers: QuestionnaireAnswers): ExerciseSelection {
  const motherBmiCategory = bmiCategory(bodyMassIndex(answers.motherWeight, answers.motherHeight));
  const fatherBmiCategory = bmiCategory(bodyMassIndex(answers.fatherWeight, answers.fatherHeight));
  const stressed = answers.stressLevel === 'high' || answers.stressLevel === 'very-high';
  const sleepsBadly = answers.sleepPattern === 'poor' || answers.sleepPattern === 'fair';
  const veryActive = answers.motherActivity === 'active' || answers.motherActivity === 'athlete';
  const factors = answers.environmentalFactors;

  const recommended: ExerciseAdviceId[] = [MAIN_RECOMMENDATION[answers.motherActivity]];
  if (answers.motherActivity !== 'athlete' || motherBmiCategory !== 'healthy') {
    recommended.push(BODY_RECOMMENDATION[motherBmiCategory]);
  }
  if (stressed) recommended.push('stressRelief');
  if (sleepsBadly) recommended.push('sleepRoutine');
  recommended.push('pelvicFloor');
  recommended.push(fatherBmiCategory === 'obese' ? 'fatherWeightLoss' : 'fatherActive');

  const limit: ExerciseAdviceId[] = ['limitHeat', 'limitExhaustingSessions'];
  if (veryActive) limit.push('limitEndurance');
  if (motherBmiCategory === 'underweight') limit.push('limitLongCardio');
  if (motherBmiCategory === 'obese') limit.push('limitHighImpact');
  if (motherBmiCategory === 'overweight' || motherBmiCategory === 'obese') limit.push('limitCrashDiets');
  if (stressed) limit.push('limitCompetitiveStress');
  if (sleepsBadly) limit.push('limitLateWorkouts');
  if (factors.includes('smoking')) limit.push('limitSmoking');
  if (factors.includes('pollution')) limit.push('limitPollution');
  if (factors.includes('chemicals')) limit.push('limitChemicals');
  if (factors.includes('radiation')) limit.push('limitRadiation');

  return { recommended, limit, activity: answers.motherActivity, motherBmiCategory };
}
