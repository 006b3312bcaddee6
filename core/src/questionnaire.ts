import * as v from 'valibot';
import { addDays, type CivilDate, civilDateSchema, diffDays, isCivilDate } from './civil-date.ts';
import type { MessageKey } from './messages.ts';
import {
  ACTIVITY_LEVELS,
  BLOOD_TYPES,
  CYCLE_LENGTH_RANGE,
  DEFAULT_PERIOD_LENGTH,
  DIETS,
  ENVIRONMENTAL_FACTORS,
  FATHER_HEIGHT_CM_RANGE,
  FATHER_WEIGHT_KG_RANGE,
  HEALTH_CONDITIONS,
  type IntegerRange,
  LAST_PERIOD_MAX_DAYS_AFTER_TODAY,
  LAST_PERIOD_MAX_DAYS_BEFORE_TODAY,
  MOTHER_HEIGHT_CM_RANGE,
  MOTHER_WEIGHT_KG_RANGE,
  PARENT_AGE_RANGE,
  PERIOD_LENGTH_RANGE,
  PREVIOUS_PREGNANCIES_ANSWERS,
  PREVIOUS_PREGNANCIES_COUNT_RANGE,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
  TARGET_GENDERS,
} from './questionnaire-choices.ts';

export * from './questionnaire-choices.ts';

/**
 * The 17-step questionnaire: one schema for the web form and the server (the questions and their rules
 * are in docs/product.md).
 * Every message is a key of `messages` (core/src/questionnaire-messages.ts).
 */
const message = (key: MessageKey) => key;

function integerField(range: IntegerRange, requiredKey: MessageKey, rangeKey: MessageKey) {
  return v.pipe(
    v.number(message(requiredKey)),
    v.integer(message('qWholeNumber')),
    v.minValue(range.min, message(rangeKey)),
    v.maxValue(range.max, message(rangeKey)),
  );
}

function lastPeriodDateField(today: CivilDate) {
  const latest = addDays(today, LAST_PERIOD_MAX_DAYS_AFTER_TODAY);
  return v.pipe(
    v.string(message('qLastPeriodDateRequired')),
    v.nonEmpty(message('qLastPeriodDateRequired')),
    v.check((date: string) => isCivilDate(date), message('qLastPeriodDateInvalid')),
    v.check((date) => !isCivilDate(date) || diffDays(date, latest) <= 0, message('qLastPeriodDateInFuture')),
    v.check(
      (date) => !isCivilDate(date) || diffDays(today, date) <= LAST_PERIOD_MAX_DAYS_BEFORE_TODAY,
      message('qLastPeriodDateTooOld'),
    ),
  );
}

const environmentalFactorsField = v.pipe(
  v.array(
    v.picklist(ENVIRONMENTAL_FACTORS, message('qEnvironmentalFactorsRequired')),
    message('qEnvironmentalFactorsRequired'),
  ),
  v.minLength(1, message('qEnvironmentalFactorsRequired')),
  v.check((factors) => new Set(factors).size === factors.length, message('qEnvironmentalFactorsDuplicate')),
  v.check(
    (factors) => !factors.includes('none') || factors.length === 1,
    message('qEnvironmentalFactorsNoneExclusive'),
  ),
);

const healthConditionsField = v.optional(
  v.pipe(
    v.array(
      v.picklist(HEALTH_CONDITIONS, message('qHealthConditionsInvalid')),
      message('qHealthConditionsInvalid'),
    ),
    v.minLength(1, message('qHealthConditionsInvalid')),
    v.check(
      (conditions) => new Set(conditions).size === conditions.length,
      message('qHealthConditionsDuplicate'),
    ),
    v.check(
      (conditions) => !conditions.includes('none') || conditions.length === 1,
      message('qHealthConditionsNoneExclusive'),
    ),
  ),
);

/** The fields in the order they are checked (the first failing one is the message a 400 carries). */
function questionnaireEntries<TLastPeriodDate extends v.GenericSchema<string, CivilDate>>(
  lastPeriodDate: TLastPeriodDate,
) {
  return {
    gender: v.picklist(TARGET_GENDERS, message('qGenderRequired')),
    cycleLength: integerField(CYCLE_LENGTH_RANGE, 'qCycleLengthRequired', 'qCycleLengthRange'),
    // Asked beside the cycle length; answers recorded before it was asked read as the usual 5 days.
    periodLength: v.optional(
      integerField(PERIOD_LENGTH_RANGE, 'qPeriodLengthRequired', 'qPeriodLengthRange'),
      DEFAULT_PERIOD_LENGTH,
    ),
    motherBloodType: v.picklist(BLOOD_TYPES, message('qMotherBloodTypeRequired')),
    fatherBloodType: v.picklist(BLOOD_TYPES, message('qFatherBloodTypeRequired')),
    motherDiet: v.picklist(DIETS, message('qMotherDietRequired')),
    motherActivity: v.picklist(ACTIVITY_LEVELS, message('qMotherActivityRequired')),
    motherAge: integerField(PARENT_AGE_RANGE, 'qMotherAgeRequired', 'qMotherAgeRange'),
    fatherAge: integerField(PARENT_AGE_RANGE, 'qFatherAgeRequired', 'qFatherAgeRange'),
    lastPeriodDate,
    motherHeight: integerField(MOTHER_HEIGHT_CM_RANGE, 'qMotherHeightRequired', 'qMotherHeightRange'),
    fatherHeight: integerField(FATHER_HEIGHT_CM_RANGE, 'qFatherHeightRequired', 'qFatherHeightRange'),
    motherWeight: integerField(MOTHER_WEIGHT_KG_RANGE, 'qMotherWeightRequired', 'qMotherWeightRange'),
    fatherWeight: integerField(FATHER_WEIGHT_KG_RANGE, 'qFatherWeightRequired', 'qFatherWeightRange'),
    previousPregnancies: v.picklist(PREVIOUS_PREGNANCIES_ANSWERS, message('qPreviousPregnanciesRequired')),
    previousPregnanciesCount: v.nullish(
      integerField(
        PREVIOUS_PREGNANCIES_COUNT_RANGE,
        'qPreviousPregnanciesCountRequired',
        'qPreviousPregnanciesCountRange',
      ),
      null,
    ),
    healthConditions: healthConditionsField,
    stressLevel: v.picklist(STRESS_LEVELS, message('qStressLevelRequired')),
    sleepPattern: v.picklist(SLEEP_PATTERNS, message('qSleepPatternRequired')),
    environmentalFactors: environmentalFactorsField,
  };
}

export type QuestionnaireField = keyof ReturnType<typeof questionnaireEntries>;

/** The message for a field that is absent from the body (valibot reports those on the object). */
const MISSING_FIELD_MESSAGE = {
  gender: 'qGenderRequired',
  cycleLength: 'qCycleLengthRequired',
  periodLength: 'qPeriodLengthRequired',
  motherBloodType: 'qMotherBloodTypeRequired',
  fatherBloodType: 'qFatherBloodTypeRequired',
  motherDiet: 'qMotherDietRequired',
  motherActivity: 'qMotherActivityRequired',
  motherAge: 'qMotherAgeRequired',
  fatherAge: 'qFatherAgeRequired',
  lastPeriodDate: 'qLastPeriodDateRequired',
  motherHeight: 'qMotherHeightRequired',
  fatherHeight: 'qFatherHeightRequired',
  motherWeight: 'qMotherWeightRequired',
  fatherWeight: 'qFatherWeightRequired',
  previousPregnancies: 'qPreviousPregnanciesRequired',
  previousPregnanciesCount: 'qPreviousPregnanciesCountRequired',
  healthConditions: 'qHealthConditionsInvalid',
  stressLevel: 'qStressLevelRequired',
  sleepPattern: 'qSleepPatternRequired',
  environmentalFactors: 'qEnvironmentalFactorsRequired',
} as const satisfies Record<QuestionnaireField, MessageKey>;

export function isQuestionnaireField(name: unknown): name is QuestionnaireField {
  return typeof name === 'string' && Object.hasOwn(MISSING_FIELD_MESSAGE, name);
}

function objectIssueMessage(issue: v.ObjectIssue): MessageKey {
  const field = issue.path?.[0]?.key;
  return isQuestionnaireField(field) ? MISSING_FIELD_MESSAGE[field] : 'invalidBody';
}

/**
 * The questionnaire answers, validated against `today` (yyyy-MM-dd, the caller's reference date; the
 * server uses `todayInTimeZone(PLAN_TIME_ZONE)`). Unknown keys are dropped from the output.
 */
export function questionnaireSchema(today: CivilDate) {
  if (!isCivilDate(today)) throw new RangeError(`today must be yyyy-MM-dd, got ${today}`);
  return v.pipe(
    v.object(questionnaireEntries(lastPeriodDateField(today)), objectIssueMessage),
    v.forward(
      v.partialCheck(
        [['previousPregnancies'], ['previousPregnanciesCount']],
        (input) => input.previousPregnancies === 'no' || input.previousPregnanciesCount !== null,
        message('qPreviousPregnanciesCountRequired'),
      ),
      ['previousPregnanciesCount'],
    ),
    v.forward(
      v.partialCheck(
        [['previousPregnancies'], ['previousPregnanciesCount']],
        (input) => input.previousPregnancies === 'yes' || input.previousPregnanciesCount === null,
        message('qPreviousPregnanciesCountNotAllowed'),
      ),
      ['previousPregnanciesCount'],
    ),
  );
}

export type QuestionnaireSchema = ReturnType<typeof questionnaireSchema>;
/** Validated answers, as stored and as given to the plan engine. */
export type QuestionnaireAnswers = v.InferOutput<QuestionnaireSchema>;
/** What the form holds before validation (empty number inputs are undefined). */
export type QuestionnaireInput = v.InferInput<QuestionnaireSchema>;

/**
 * Answers as they were recorded (a plan's `formData`): the same fields and types, without the checks that
 * depend on the day of submission, so an answer recorded months ago still reads as valid.
 */
export const recordedAnswersSchema = v.object(questionnaireEntries(civilDateSchema));

/** The answers the admin lists show of a questionnaire, also kept at the top level of its document. */
export const QUESTIONNAIRE_HIGHLIGHTS = [
  'gender',
  'motherAge',
  'fatherAge',
  'cycleLength',
  'lastPeriodDate',
  'motherBloodType',
  'fatherBloodType',
  'motherDiet',
  'motherActivity',
  'healthConditions',
] as const satisfies readonly QuestionnaireField[];

export const questionnaireHighlightsSchema = v.pick(recordedAnswersSchema, QUESTIONNAIRE_HIGHLIGHTS);
export type QuestionnaireHighlights = v.InferOutput<typeof questionnaireHighlightsSchema>;

/** The highlighted answers; an answer that was not asked (no health answer) stays absent. */
export function questionnaireHighlights(answers: QuestionnaireHighlights): QuestionnaireHighlights {
  return Object.fromEntries(
    QUESTIONNAIRE_HIGHLIGHTS.filter((field) => answers[field] !== undefined).map((field) => [
      field,
      answers[field],
    ]),
  ) as QuestionnaireHighlights;
}

/** The answers the form starts from, except `lastPeriodDate`, whose default is "today" (`questionnaireDefaults`). */
export const QUESTIONNAIRE_DEFAULTS: Readonly<Omit<QuestionnaireAnswers, 'lastPeriodDate'>> = {
  gender: 'boy',
  cycleLength: 28,
  periodLength: DEFAULT_PERIOD_LENGTH,
  motherBloodType: 'A+',
  fatherBloodType: 'O+',
  motherDiet: 'omnivore',
  motherActivity: 'moderate',
  motherAge: 30,
  fatherAge: 32,
  motherHeight: 165,
  fatherHeight: 178,
  motherWeight: 65,
  fatherWeight: 80,
  previousPregnancies: 'no',
  previousPregnanciesCount: null,
  stressLevel: 'moderate',
  sleepPattern: 'good',
  environmentalFactors: ['none'],
};

export function questionnaireDefaults(today: CivilDate): QuestionnaireAnswers {
  return {
    ...QUESTIONNAIRE_DEFAULTS,
    environmentalFactors: [...QUESTIONNAIRE_DEFAULTS.environmentalFactors],
    lastPeriodDate: today,
  };
}

export type QuestionnaireStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;

/**
 * The wizard's steps: one question each, easy facts first, the cycle early (it drives the plan), the
 * lifestyle questions last. Previous pregnancies, their count and her health share a step, and so do the
 * cycle's length and the period's.
 */
export const QUESTIONNAIRE_STEPS_FIELDS = {
  1: ['gender'],
  2: ['motherAge'],
  3: ['fatherAge'],
  4: ['lastPeriodDate'],
  5: ['cycleLength', 'periodLength'],
  6: ['motherHeight'],
  7: ['motherWeight'],
  8: ['fatherHeight'],
  9: ['fatherWeight'],
  10: ['motherBloodType'],
  11: ['fatherBloodType'],
  12: ['previousPregnancies', 'previousPregnanciesCount', 'healthConditions'],
  13: ['motherDiet'],
  14: ['motherActivity'],
  15: ['stressLevel'],
  16: ['sleepPattern'],
  17: ['environmentalFactors'],
} as const satisfies Record<QuestionnaireStep, readonly QuestionnaireField[]>;

export function isQuestionnaireStep(step: number): step is QuestionnaireStep {
  return Object.hasOwn(QUESTIONNAIRE_STEPS_FIELDS, step);
}
