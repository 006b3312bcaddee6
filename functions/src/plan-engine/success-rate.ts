import { type QuestionnaireAnswers, SUCCESS_RATE_RANGE } from '@nasl/core';
import { bodyMassIndex } from './body-metrics.ts';
import { MOTHER_AGE_UNLIKELY } from './notices.ts';

/**
 * The plan's "expected success rate": a base of 70 moved by how favourable the answers are for
 * conceiving on the planned days, clamped to the 60-80 band that the research page gives for natural
 * methods at best. It is an index, not a measured probability (see docs/plan-method.md).
 */
export const SUCCESS_RATE_BASE = 70;

export type SuccessRateFactor =
  | 'cycleLength'
  | 'motherAge'
  | 'fatherAge'
  | 'motherBmi'
  | 'stressLevel'
  | 'sleepPattern'
  | 'motherActivity'
  | 'smoking'
  | 'alcohol'
  | 'otherExposures'
  | 'previousPregnancies';

function cycleLengthPoints(cycleLength: number): number {
  const distanceFrom28 = Math.abs(cycleLength - 28);
  if (distanceFrom28 <= 2) return 3;
  if (distanceFrom28 <= 4) return 1;
  return -2;
}

/** From 45 there is no figure at all (`successRate`). */
function motherAgePoints(age: number): number {
  if (age < 30) return 3;
  if (age < 35) return 1;
  if (age < 40) return -2;
  return -5;
}

function fatherAgePoints(age: number): number {
  if (age < 40) return 0;
  if (age < 50) return -1;
  return -2;
}

function motherBmiPoints(bmi: number): number {
  if (bmi < 18.5) return -2;
  if (bmi < 25) return 2;
  if (bmi < 30) return 0;
  if (bmi < 35) return -2;
  return -4;
}

const STRESS_POINTS = { low: 1, moderate: 0, high: -1, 'very-high': -2 } as const;
const SLEEP_POINTS = { poor: -1, fair: 0, good: 1, excellent: 1 } as const;
const ACTIVITY_POINTS = { sedentary: -1, light: 0, moderate: 1, active: 1, athlete: 0 } as const;

/** Points per factor, in the order of the table in docs/plan-method.md. */
export function successRateAdjustments(answers: QuestionnaireAnswers): Record<SuccessRateFactor, number> {
  const factors = answers.environmentalFactors;
  return {
    cycleLength: cycleLengthPoints(answers.cycleLength),
    motherAge: motherAgePoints(answers.motherAge),
    fatherAge: fatherAgePoints(answers.fatherAge),
    motherBmi: motherBmiPoints(bodyMassIndex(answers.motherWeight, answers.motherHeight)),
    stressLevel: STRESS_POINTS[answers.stressLevel],
    sleepPattern: SLEEP_POINTS[answers.sleepPattern],
    motherActivity: ACTIVITY_POINTS[answers.motherActivity],
    smoking: factors.includes('smoking') ? -3 : 0,
    alcohol: factors.includes('alcohol') ? -2 : 0,
    otherExposures: factors.some((f) => f === 'pollution' || f === 'chemicals' || f === 'radiation') ? -1 : 0,
    previousPregnancies: answers.previousPregnancies === 'yes' ? 1 : 0,
  };
}

/**
 * The figure, or null where none applies: from 45 natural conception is about 1 % a cycle or less, and an
 * index inside the 60-80 band would suggest odds she does not have.
 */
export function successRate(answers: QuestionnaireAnswers): number | null {
  if (answers.motherAge >= MOTHER_AGE_UNLIKELY) return null;
  const total = Object.values(successRateAdjustments(answers)).reduce(
    (sum, points) => sum + points,
    SUCCESS_RATE_BASE,
  );
  return Math.min(SUCCESS_RATE_RANGE.max, Math.max(SUCCESS_RATE_RANGE.min, total));
}
