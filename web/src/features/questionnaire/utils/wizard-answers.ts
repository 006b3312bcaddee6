import {
  ACTIVITY_LEVELS,
  BLOOD_TYPES,
  DIETS,
  ENVIRONMENTAL_FACTORS,
  HEALTH_CONDITIONS,
  isCivilDate,
  PREVIOUS_PREGNANCIES_ANSWERS,
  questionnaireDefaults,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
  TARGET_GENDERS,
  type ActivityLevel,
  type BloodType,
  type CivilDate,
  type Diet,
  type EnvironmentalFactor,
  type HealthCondition,
  type PreviousPregnanciesAnswer,
  type QuestionnaireDraftRequest,
  type SleepPattern,
  type StressLevel,
  type TargetGender,
} from '@nasl/core';

/**
 * What the wizard holds while it is being filled: every answer may be empty (null) or out of range; the
 * shared `questionnaireSchema` decides what may be sent. This is also the shape of the synced draft.
 */
export interface WizardAnswers {
  gender: TargetGender | null;
  cycleLength: number | null;
  periodLength: number | null;
  motherBloodType: BloodType | null;
  fatherBloodType: BloodType | null;
  motherDiet: Diet | null;
  motherActivity: ActivityLevel | null;
  motherAge: number | null;
  fatherAge: number | null;
  lastPeriodDate: CivilDate | null;
  motherHeight: number | null;
  fatherHeight: number | null;
  motherWeight: number | null;
  fatherWeight: number | null;
  previousPregnancies: PreviousPregnanciesAnswer | null;
  previousPregnanciesCount: number | null;
  stressLevel: StressLevel | null;
  sleepPattern: SleepPattern | null;
  environmentalFactors: EnvironmentalFactor[];
  /** Optional: undefined until she chooses (not answered). */
  healthConditions: HealthCondition[] | undefined;
}

export type NumberField =
  | 'cycleLength'
  | 'periodLength'
  | 'motherAge'
  | 'fatherAge'
  | 'motherHeight'
  | 'fatherHeight'
  | 'motherWeight'
  | 'fatherWeight'
  | 'previousPregnanciesCount';

/** Core's default answers; the last period defaults to today. */
export function defaultWizardAnswers(today: CivilDate): WizardAnswers {
  return { ...questionnaireDefaults(today), healthConditions: undefined };
}

function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): T | null => (values.find((candidate) => candidate === value) ?? null) as T | null;
}

const finiteNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const civilDate = (value: unknown): CivilDate | null => (isCivilDate(value) ? value : null);

function environmentalFactors(value: unknown): EnvironmentalFactor[] {
  if (!Array.isArray(value)) return [];
  return ENVIRONMENTAL_FACTORS.filter((factor) => value.includes(factor));
}

function healthConditions(value: unknown): HealthCondition[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const known = HEALTH_CONDITIONS.filter((condition) => value.includes(condition));
  return known.length > 0 ? known : undefined;
}

const readers: { [K in keyof WizardAnswers]: (value: unknown) => WizardAnswers[K] } = {
  gender: oneOf(TARGET_GENDERS),
  cycleLength: finiteNumber,
  periodLength: finiteNumber,
  motherBloodType: oneOf(BLOOD_TYPES),
  fatherBloodType: oneOf(BLOOD_TYPES),
  motherDiet: oneOf(DIETS),
  motherActivity: oneOf(ACTIVITY_LEVELS),
  motherAge: finiteNumber,
  fatherAge: finiteNumber,
  lastPeriodDate: civilDate,
  motherHeight: finiteNumber,
  fatherHeight: finiteNumber,
  motherWeight: finiteNumber,
  fatherWeight: finiteNumber,
  previousPregnancies: oneOf(PREVIOUS_PREGNANCIES_ANSWERS),
  previousPregnanciesCount: finiteNumber,
  stressLevel: oneOf(STRESS_LEVELS),
  sleepPattern: oneOf(SLEEP_PATTERNS),
  environmentalFactors,
  healthConditions,
};

/**
 * Answers from elsewhere (the account's draft, an older copy on this device) read into the wizard: a
 * missing answer takes the default, an unreadable one becomes empty so the person is asked again.
 */
export function readWizardAnswers(source: unknown, defaults: WizardAnswers): WizardAnswers {
  const record = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const answers = { ...defaults };
  const read = <K extends keyof WizardAnswers>(key: K) => {
    if (record[key] !== undefined) answers[key] = readers[key](record[key]);
  };
  for (const key of Object.keys(readers) as (keyof WizardAnswers)[]) read(key);
  return answers;
}

/** PUT /api/questionnaire/draft body. */
export function toDraftRequest(step: number, answers: WizardAnswers): QuestionnaireDraftRequest {
  const { healthConditions: conditions, ...rest } = answers;
  return {
    step,
    answers: {
      ...rest,
      environmentalFactors: [...answers.environmentalFactors],
      ...(conditions ? { healthConditions: [...conditions] } : {}),
    },
  };
}
