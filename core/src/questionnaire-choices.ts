/**
 * The questionnaire's vocabulary: the choices each answer may take and the ranges of the numeric ones
 * (the questions and their rules are in docs/product.md).
 */

export const TARGET_GENDERS = ['boy', 'girl'] as const;
export type TargetGender = (typeof TARGET_GENDERS)[number];

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const DIETS = ['omnivore', 'vegetarian', 'vegan', 'keto', 'paleo', 'other'] as const;
export type Diet = (typeof DIETS)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'athlete'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const STRESS_LEVELS = ['low', 'moderate', 'high', 'very-high'] as const;
export type StressLevel = (typeof STRESS_LEVELS)[number];

export const SLEEP_PATTERNS = ['poor', 'fair', 'good', 'excellent'] as const;
export type SleepPattern = (typeof SLEEP_PATTERNS)[number];

export const ENVIRONMENTAL_FACTORS = [
  'smoking',
  'alcohol',
  'pollution',
  'chemicals',
  'radiation',
  'none',
] as const;
export type EnvironmentalFactor = (typeof ENVIRONMENTAL_FACTORS)[number];

/**
 * Her health, an optional multi-choice answer asked beside the previous pregnancies: each changes what the
 * plan advises (docs/plan-method.md). "none" excludes every other choice; an answer recorded before it was
 * asked has no value, which reads as "not asked".
 */
export const HEALTH_CONDITIONS = [
  'diabetes',
  'pcos',
  'high-blood-pressure',
  'kidney-disease',
  'thyroid',
  'breastfeeding',
  'regular-medicine',
  'none',
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

export const PREVIOUS_PREGNANCIES_ANSWERS = ['yes', 'no'] as const;
export type PreviousPregnanciesAnswer = (typeof PREVIOUS_PREGNANCIES_ANSWERS)[number];

export interface IntegerRange {
  readonly min: number;
  readonly max: number;
}

/** Inclusive ranges of the numeric answers. */
export const CYCLE_LENGTH_RANGE = { min: 21, max: 35 } as const satisfies IntegerRange;
/** How many days her period usually lasts: no attempt date is ever put on a day she is expected to bleed. */
export const PERIOD_LENGTH_RANGE = { min: 2, max: 10 } as const satisfies IntegerRange;
export const DEFAULT_PERIOD_LENGTH = 5;
export const PARENT_AGE_RANGE = { min: 18, max: 90 } as const satisfies IntegerRange;
export const MOTHER_HEIGHT_CM_RANGE = { min: 140, max: 220 } as const satisfies IntegerRange;
export const FATHER_HEIGHT_CM_RANGE = { min: 150, max: 230 } as const satisfies IntegerRange;
export const MOTHER_WEIGHT_KG_RANGE = { min: 40, max: 150 } as const satisfies IntegerRange;
export const FATHER_WEIGHT_KG_RANGE = { min: 50, max: 200 } as const satisfies IntegerRange;
export const PREVIOUS_PREGNANCIES_COUNT_RANGE = { min: 1, max: 15 } as const satisfies IntegerRange;

/** The date picker allows up to tomorrow: a user ahead of the server's time zone may already be there. */
export const LAST_PERIOD_MAX_DAYS_AFTER_TODAY = 1;
/**
 * A last period more than a year ago gives no usable cycle to project from (pregnancy, breastfeeding,
 * menopause or an irregular cycle); the plan would be guesswork, so the form asks for a recent date.
 */
export const LAST_PERIOD_MAX_DAYS_BEFORE_TODAY = 365;
