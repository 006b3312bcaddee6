import {
  isCivilDate,
  TARGET_GENDERS,
  type LockedPlanData,
  type LockedPlanDate,
  type PlanData,
  type PlanDate,
  type TargetGender,
} from '@nasl/core';

/**
 * Shape checks for plans read from the API or from local storage: a plan that is not what the screens
 * expect is treated as no plan (spec §2: "absent or unparsable") instead of a broken page.
 */

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isTargetGender = (value: unknown): value is TargetGender =>
  (TARGET_GENDERS as readonly unknown[]).includes(value);

function isLockedDate(value: unknown): value is LockedPlanDate {
  return isRecord(value) && isCivilDate(value.date) && isCount(value.cycleDay);
}

function isPlanDate(value: unknown): value is PlanDate {
  return isRecord(value) && isString(value.recommendation) && isLockedDate(value);
}

export function isPlanData(value: unknown): value is PlanData {
  if (!isRecord(value)) return false;
  const { summary, intercourse, diet, exercise } = value;
  return (
    isRecord(summary) &&
    isTargetGender(summary.gender) &&
    isString(summary.timing) &&
    isString(summary.diet) &&
    typeof summary.successRate === 'number' &&
    isRecord(intercourse) &&
    Array.isArray(intercourse.dates) &&
    intercourse.dates.every(isPlanDate) &&
    isString(intercourse.timeOfDay) &&
    isString(intercourse.position) &&
    isRecord(diet) &&
    isStringList(diet.include) &&
    isStringList(diet.avoid) &&
    isRecord(diet.meals) &&
    isString(diet.meals.breakfast) &&
    isString(diet.meals.lunch) &&
    isString(diet.meals.dinner) &&
    isString(diet.meals.snacks) &&
    isString(diet.hydration) &&
    isRecord(exercise) &&
    isStringList(exercise.recommended) &&
    isStringList(exercise.limit) &&
    isString(exercise.intensity)
  );
}

export function isLockedPlanData(value: unknown): value is LockedPlanData {
  if (!isRecord(value)) return false;
  const { summary, intercourse, diet, exercise } = value;
  return (
    isRecord(summary) &&
    isTargetGender(summary.gender) &&
    typeof summary.successRate === 'number' &&
    isString(summary.timingPreview) &&
    isString(summary.dietPreview) &&
    isRecord(intercourse) &&
    isCount(intercourse.totalDates) &&
    isString(intercourse.timeOfDay) &&
    isString(intercourse.positionPreview) &&
    Array.isArray(intercourse.sampleDates) &&
    intercourse.sampleDates.every(isLockedDate) &&
    isRecord(diet) &&
    isCount(diet.includeCount) &&
    isCount(diet.avoidCount) &&
    isStringList(diet.sampleIncludeItems) &&
    isStringList(diet.sampleAvoidItems) &&
    isString(diet.hydrationPreview) &&
    isRecord(exercise) &&
    isCount(exercise.recommendedCount) &&
    isCount(exercise.limitCount) &&
    isStringList(exercise.sampleRecommended) &&
    isString(exercise.intensityPreview)
  );
}
