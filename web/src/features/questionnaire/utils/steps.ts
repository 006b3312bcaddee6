import {
  ACTIVITY_LEVELS,
  CYCLE_LENGTH_RANGE,
  DIETS,
  ENVIRONMENTAL_FACTORS,
  FATHER_HEIGHT_CM_RANGE,
  FATHER_WEIGHT_KG_RANGE,
  HEALTH_CONDITIONS,
  isQuestionnaireField,
  isQuestionnaireStep,
  MOTHER_HEIGHT_CM_RANGE,
  MOTHER_WEIGHT_KG_RANGE,
  PARENT_AGE_RANGE,
  PERIOD_LENGTH_RANGE,
  QUESTIONNAIRE_STEPS,
  QUESTIONNAIRE_STEPS_FIELDS,
  questionnaireSchema,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
  type CivilDate,
  type EnvironmentalFactor,
  type HealthCondition,
  type IntegerRange,
  type QuestionnaireAnswers,
  type QuestionnaireField,
  type QuestionnaireStep,
} from '@nasl/core';
import * as v from 'valibot';
import type { NumberField, WizardAnswers } from './wizard-answers';

export const TOTAL_STEPS = QUESTIONNAIRE_STEPS;
export const FIRST_STEP: QuestionnaireStep = 1;

/** Any number to a step: whole, between 1 and 17 (a stored or synced step may be anything). */
export function clampStep(value: number): QuestionnaireStep {
  const whole = Number.isFinite(value) ? Math.trunc(value) : FIRST_STEP;
  const step = Math.min(TOTAL_STEPS, Math.max(FIRST_STEP, whole));
  return isQuestionnaireStep(step) ? step : FIRST_STEP;
}

/** Next stops at the last step, Previous at the first. */
export const nextStep = (step: QuestionnaireStep): QuestionnaireStep => clampStep(step + 1);
export const previousStep = (step: QuestionnaireStep): QuestionnaireStep => clampStep(step - 1);

/** "Completed N%" with N = round(step / 17 × 100). */
export function progressPercent(step: QuestionnaireStep): number {
  return Math.round((step / TOTAL_STEPS) * 100);
}

export type SingleChoiceField = 'motherDiet' | 'motherActivity' | 'stressLevel' | 'sleepPattern';
export type UnitKey = 'years' | 'days' | 'cm' | 'kg';

/** A whole-number question: its field, accepted range and unit. */
export interface NumberInput {
  field: Exclude<NumberField, 'previousPregnanciesCount'>;
  range: IntegerRange;
  unit: UnitKey;
}

/** The widget that asks a question. */
export type StepWidget =
  | { kind: 'gender' }
  | ({ kind: 'number' } & NumberInput)
  | { kind: 'cycle'; cycleLength: NumberInput; periodLength: NumberInput }
  | { kind: 'lastPeriodDate' }
  | { kind: 'bloodType'; field: 'motherBloodType' | 'fatherBloodType' }
  | { kind: 'previousPregnancies' }
  | { kind: 'choice'; field: SingleChoiceField; options: readonly string[] }
  | { kind: 'environmentalFactors' };

/** The fields a step asks for (core's step → fields map). */
export function stepFields(step: QuestionnaireStep): readonly QuestionnaireField[] {
  return QUESTIONNAIRE_STEPS_FIELDS[step];
}

/** The field whose question a step asks; it names the step's texts (`steps.<field>.title`). */
export type QuestionField = (typeof QUESTIONNAIRE_STEPS_FIELDS)[QuestionnaireStep][0];

export function stepQuestionField(step: QuestionnaireStep): QuestionField {
  return QUESTIONNAIRE_STEPS_FIELDS[step][0];
}

/** Each question's widget, by the field it asks for; which step asks it is core's map alone. */
const QUESTION_WIDGETS: Readonly<Record<QuestionField, StepWidget>> = {
  gender: { kind: 'gender' },
  motherAge: { kind: 'number', field: 'motherAge', range: PARENT_AGE_RANGE, unit: 'years' },
  fatherAge: { kind: 'number', field: 'fatherAge', range: PARENT_AGE_RANGE, unit: 'years' },
  lastPeriodDate: { kind: 'lastPeriodDate' },
  // The period's length is asked beside the cycle's: no attempt date may fall on a bleeding day.
  cycleLength: {
    kind: 'cycle',
    cycleLength: { field: 'cycleLength', range: CYCLE_LENGTH_RANGE, unit: 'days' },
    periodLength: { field: 'periodLength', range: PERIOD_LENGTH_RANGE, unit: 'days' },
  },
  motherHeight: { kind: 'number', field: 'motherHeight', range: MOTHER_HEIGHT_CM_RANGE, unit: 'cm' },
  motherWeight: { kind: 'number', field: 'motherWeight', range: MOTHER_WEIGHT_KG_RANGE, unit: 'kg' },
  fatherHeight: { kind: 'number', field: 'fatherHeight', range: FATHER_HEIGHT_CM_RANGE, unit: 'cm' },
  fatherWeight: { kind: 'number', field: 'fatherWeight', range: FATHER_WEIGHT_KG_RANGE, unit: 'kg' },
  motherBloodType: { kind: 'bloodType', field: 'motherBloodType' },
  fatherBloodType: { kind: 'bloodType', field: 'fatherBloodType' },
  previousPregnancies: { kind: 'previousPregnancies' },
  motherDiet: { kind: 'choice', field: 'motherDiet', options: DIETS },
  motherActivity: { kind: 'choice', field: 'motherActivity', options: ACTIVITY_LEVELS },
  stressLevel: { kind: 'choice', field: 'stressLevel', options: STRESS_LEVELS },
  sleepPattern: { kind: 'choice', field: 'sleepPattern', options: SLEEP_PATTERNS },
  environmentalFactors: { kind: 'environmentalFactors' },
};

/** The widget a step shows: the one of the question it asks. */
export function stepWidget(step: QuestionnaireStep): StepWidget {
  return QUESTION_WIDGETS[stepQuestionField(step)];
}

/** A message key of core's `messages` for each field that has a problem (the first problem only). */
export type FieldIssues = Partial<Record<QuestionnaireField, string>>;

const schemasByDay = new Map<CivilDate, ReturnType<typeof questionnaireSchema>>();

function schemaFor(today: CivilDate) {
  let schema = schemasByDay.get(today);
  if (!schema) {
    schema = questionnaireSchema(today);
    schemasByDay.set(today, schema);
  }
  return schema;
}

export type AnswersCheck = { ok: true; answers: QuestionnaireAnswers } | { ok: false; issues: FieldIssues };

/** Runs the shared schema (the one the server uses) over the whole questionnaire. */
export function checkAnswers(answers: WizardAnswers, today: CivilDate): AnswersCheck {
  const result = v.safeParse(schemaFor(today), answers);
  if (result.success) return { ok: true, answers: result.output };
  const issues: FieldIssues = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (isQuestionnaireField(field) && issues[field] === undefined) issues[field] = issue.message;
  }
  return { ok: false, issues };
}

/** The problems of one step's fields: Next and "create the plan" stay disabled while there are any. */
export function stepIssues(answers: WizardAnswers, step: QuestionnaireStep, today: CivilDate): FieldIssues {
  const check = checkAnswers(answers, today);
  if (check.ok) return {};
  const issues: FieldIssues = {};
  for (const field of stepFields(step)) {
    const message = check.issues[field];
    if (message !== undefined) issues[field] = message;
  }
  return issues;
}

/** The first step holding one of these problems (where a failed submission sends the person back). */
export function firstStepWithIssues(issues: FieldIssues): QuestionnaireStep | null {
  for (let step = FIRST_STEP; step <= TOTAL_STEPS; step += 1) {
    if (isQuestionnaireStep(step) && stepFields(step).some((field) => issues[field] !== undefined)) {
      return step;
    }
  }
  return null;
}

/**
 * A multi-choice answer whose "none" excludes the rest: choosing "none" clears the other options; choosing
 * any other option removes "none". Choosing a selected option again unselects it. The result keeps the
 * list's own order.
 */
function toggleWithNone<T extends string>(all: readonly T[], selected: readonly T[], option: T): T[] {
  if (selected.includes(option)) return selected.filter((item) => item !== option);
  if (option === 'none') return [option];
  const next = new Set<T>(selected.filter((item) => item !== 'none'));
  next.add(option);
  return all.filter((item) => next.has(item));
}

export function toggleEnvironmentalFactor(
  selected: readonly EnvironmentalFactor[],
  factor: EnvironmentalFactor,
): EnvironmentalFactor[] {
  return toggleWithNone(ENVIRONMENTAL_FACTORS, selected, factor);
}

/** Her health answer is optional: unticking the last choice leaves it unanswered (absent), not empty. */
export function toggleHealthCondition(
  selected: readonly HealthCondition[] | undefined,
  condition: HealthCondition,
): HealthCondition[] | undefined {
  const next = toggleWithNone(HEALTH_CONDITIONS, selected ?? [], condition);
  return next.length > 0 ? next : undefined;
}

const DIGIT_OFFSETS = [0x0660, 0x06f0]; // Arabic-Indic and Extended Arabic-Indic zeros

function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_OFFSETS.find((offset) => code >= offset && code <= offset + 9) ?? 0;
    return String(code - zero);
  });
}

/**
 * A whole-number input as typed: Arabic digits become Latin ones, "," and "٫" become ".", anything else
 * is dropped. Empty means no value (never 0); "12.5" is kept so the schema can say "whole number".
 */
export function readNumberInput(raw: string): { text: string; value: number | null } {
  const cleaned = toLatinDigits(raw)
    .replace(/[,٫]/g, '.')
    .replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const text = dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
  const digits = text.replace('.', '');
  if (digits === '') return { text, value: null };
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text.startsWith('.') ? `0${text}` : text);
  return { text, value: Number.isFinite(value) ? value : null };
}
