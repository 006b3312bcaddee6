import {
  messages,
  QUESTIONNAIRE_STEPS_FIELDS,
  questionnaireDefaults,
  type QuestionnaireStep,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import {
  checkAnswers,
  clampStep,
  firstStepWithIssues,
  nextStep,
  previousStep,
  progressPercent,
  readNumberInput,
  stepFields,
  stepIssues,
  stepQuestionField,
  stepWidget,
  toggleEnvironmentalFactor,
  toggleHealthCondition,
} from './steps';
import type { WizardAnswers } from './wizard-answers';

const TODAY = '2026-11-22';
const ALL_STEPS = Array.from({ length: 17 }, (_, index) => (index + 1) as QuestionnaireStep);

function answers(patch: Partial<WizardAnswers> = {}): WizardAnswers {
  return { ...questionnaireDefaults(TODAY), healthConditions: undefined, ...patch };
}

describe('steps and their fields', () => {
  it('asks one question per step, every field exactly once, pregnancies, their count and her health together', () => {
    const fields = ALL_STEPS.flatMap((step) => stepFields(step));
    expect(fields).toHaveLength(20);
    expect(new Set(fields).size).toBe(20);
    expect(stepFields(12)).toEqual(['previousPregnancies', 'previousPregnanciesCount', 'healthConditions']);
    expect(stepFields(5)).toEqual(['cycleLength', 'periodLength']);
    expect(stepFields(1)).toEqual(['gender']);
    expect(stepFields(4)).toEqual(['lastPeriodDate']);
    expect(stepFields(17)).toEqual(['environmentalFactors']);
  });

  it('shows on each step the widget of that step’s field', () => {
    for (const step of ALL_STEPS) {
      const widget = stepWidget(step);
      const field = stepQuestionField(step);
      expect(field).toBe(QUESTIONNAIRE_STEPS_FIELDS[step][0]);
      if ('field' in widget) expect(widget.field).toBe(field);
    }
    expect(stepWidget(1).kind).toBe('gender');
    expect(stepWidget(4).kind).toBe('lastPeriodDate');
    expect(stepWidget(10)).toEqual({ kind: 'bloodType', field: 'motherBloodType' });
    expect(stepWidget(17).kind).toBe('environmentalFactors');
    expect(stepWidget(5)).toEqual({
      kind: 'cycle',
      cycleLength: { field: 'cycleLength', range: { min: 21, max: 35 }, unit: 'days' },
      periodLength: { field: 'periodLength', range: { min: 2, max: 10 }, unit: 'days' },
    });
    const numberSteps = ALL_STEPS.filter((step) => stepWidget(step).kind === 'number');
    expect(numberSteps.map(stepQuestionField)).toEqual([
      'motherAge',
      'fatherAge',
      'motherHeight',
      'motherWeight',
      'fatherHeight',
      'fatherWeight',
    ]);
  });
});

describe('progress', () => {
  it('is round(step / 17 × 100)', () => {
    expect(progressPercent(1)).toBe(6);
    expect(progressPercent(2)).toBe(12);
    expect(progressPercent(9)).toBe(53);
    expect(progressPercent(16)).toBe(94);
    expect(progressPercent(17)).toBe(100);
    for (const step of ALL_STEPS) expect(progressPercent(step)).toBe(Math.round((step / 17) * 100));
  });

  it('moves one step at a time, never below 1 or above 17', () => {
    expect(nextStep(1)).toBe(2);
    expect(nextStep(17)).toBe(17);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });

  it('reads any stored number as a step', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(-4)).toBe(1);
    expect(clampStep(99)).toBe(17);
    expect(clampStep(7.8)).toBe(7);
    expect(clampStep(Number.NaN)).toBe(1);
  });
});

describe('step validation (the shared schema)', () => {
  it('accepts the default answers on every step', () => {
    for (const step of ALL_STEPS) expect(stepIssues(answers(), step, TODAY)).toEqual({});
    const check = checkAnswers(answers(), TODAY);
    expect(check.ok).toBe(true);
  });

  it('reports only the current step’s problems', () => {
    const broken = answers({ motherAge: null, fatherAge: 12 });
    expect(stepIssues(broken, 2, TODAY)).toEqual({ motherAge: 'qMotherAgeRequired' });
    expect(stepIssues(broken, 3, TODAY)).toEqual({ fatherAge: 'qFatherAgeRange' });
    expect(stepIssues(broken, 1, TODAY)).toEqual({});
  });

  it.each([
    ['motherAge', null, 'qMotherAgeRequired'],
    ['motherAge', 17, 'qMotherAgeRange'],
    ['motherAge', 30.5, 'qWholeNumber'],
    ['fatherAge', 91, 'qFatherAgeRange'],
    ['cycleLength', null, 'qCycleLengthRequired'],
    ['cycleLength', 20, 'qCycleLengthRange'],
    ['cycleLength', 36, 'qCycleLengthRange'],
    ['periodLength', null, 'qPeriodLengthRequired'],
    ['periodLength', 1, 'qPeriodLengthRange'],
    ['periodLength', 11, 'qPeriodLengthRange'],
    ['periodLength', 4.5, 'qWholeNumber'],
    ['motherHeight', 139, 'qMotherHeightRange'],
    ['motherWeight', 151, 'qMotherWeightRange'],
    ['fatherHeight', 231, 'qFatherHeightRange'],
    ['fatherWeight', 49, 'qFatherWeightRange'],
    ['gender', null, 'qGenderRequired'],
    ['motherBloodType', null, 'qMotherBloodTypeRequired'],
    ['fatherBloodType', null, 'qFatherBloodTypeRequired'],
    ['motherDiet', null, 'qMotherDietRequired'],
    ['motherActivity', null, 'qMotherActivityRequired'],
    ['stressLevel', null, 'qStressLevelRequired'],
    ['sleepPattern', null, 'qSleepPatternRequired'],
    ['lastPeriodDate', null, 'qLastPeriodDateRequired'],
    ['lastPeriodDate', '2026-11-24', 'qLastPeriodDateInFuture'],
    ['lastPeriodDate', '2025-11-01', 'qLastPeriodDateTooOld'],
    ['environmentalFactors', [], 'qEnvironmentalFactorsRequired'],
    ['environmentalFactors', ['none', 'smoking'], 'qEnvironmentalFactorsNoneExclusive'],
  ] as const)('%s = %j → %s', (field, value, message) => {
    const step = ALL_STEPS.find((candidate) => stepFields(candidate).includes(field))!;
    expect(stepIssues(answers({ [field]: value }), step, TODAY)).toEqual({ [field]: message });
    expect(messages).toHaveProperty(message);
  });

  it('blocks step 5 while either the cycle or the period length has a problem, and shows both', () => {
    expect(stepIssues(answers({}), 5, TODAY)).toEqual({});
    expect(stepIssues(answers({ periodLength: 12 }), 5, TODAY)).toEqual({
      periodLength: 'qPeriodLengthRange',
    });
    expect(stepIssues(answers({ cycleLength: null, periodLength: null }), 5, TODAY)).toEqual({
      cycleLength: 'qCycleLengthRequired',
      periodLength: 'qPeriodLengthRequired',
    });
  });

  it('allows the last period up to tomorrow', () => {
    expect(stepIssues(answers({ lastPeriodDate: '2026-11-23' }), 4, TODAY)).toEqual({});
  });

  it('needs the number of pregnancies only after “yes”', () => {
    expect(stepIssues(answers({ previousPregnancies: 'yes' }), 12, TODAY)).toEqual({
      previousPregnanciesCount: 'qPreviousPregnanciesCountRequired',
    });
    expect(
      stepIssues(answers({ previousPregnancies: 'yes', previousPregnanciesCount: 16 }), 12, TODAY),
    ).toEqual({ previousPregnanciesCount: 'qPreviousPregnanciesCountRange' });
    expect(
      stepIssues(answers({ previousPregnancies: 'yes', previousPregnanciesCount: 2 }), 12, TODAY),
    ).toEqual({});
    expect(stepIssues(answers({ previousPregnancies: null }), 12, TODAY)).toEqual({
      previousPregnancies: 'qPreviousPregnanciesRequired',
    });
  });

  it('sends a failed submission back to the first step with a problem', () => {
    const check = checkAnswers(answers({ sleepPattern: null, cycleLength: 50 }), TODAY);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(firstStepWithIssues(check.issues)).toBe(5);
    expect(firstStepWithIssues({})).toBeNull();
  });
});

describe('the “none” rule of environmental factors', () => {
  it('choosing “none” clears the others', () => {
    expect(toggleEnvironmentalFactor(['smoking', 'alcohol'], 'none')).toEqual(['none']);
  });

  it('choosing another factor removes “none”', () => {
    expect(toggleEnvironmentalFactor(['none'], 'pollution')).toEqual(['pollution']);
  });

  it('adds factors in the list’s order and unselects a chosen one', () => {
    expect(toggleEnvironmentalFactor(['radiation'], 'smoking')).toEqual(['smoking', 'radiation']);
    expect(toggleEnvironmentalFactor(['smoking', 'radiation'], 'smoking')).toEqual(['radiation']);
    expect(toggleEnvironmentalFactor(['none'], 'none')).toEqual([]);
  });

  it('her health: "none" excludes the rest, and unticking the last choice leaves it unanswered', () => {
    expect(toggleHealthCondition(undefined, 'diabetes')).toEqual(['diabetes']);
    expect(toggleHealthCondition(['diabetes', 'pcos'], 'none')).toEqual(['none']);
    expect(toggleHealthCondition(['none'], 'thyroid')).toEqual(['thyroid']);
    expect(toggleHealthCondition(['thyroid'], 'diabetes')).toEqual(['diabetes', 'thyroid']);
    expect(toggleHealthCondition(['thyroid'], 'thyroid')).toBeUndefined();
    // Left unanswered, the answers still pass; an answer with "none" and another does not.
    expect(checkAnswers(answers({ healthConditions: undefined }), TODAY).ok).toBe(true);
    expect(checkAnswers(answers({ healthConditions: ['pcos'] }), TODAY).ok).toBe(true);
    expect(stepIssues(answers({ healthConditions: ['none', 'pcos'] }), 12, TODAY)).toEqual({
      healthConditions: 'qHealthConditionsNoneExclusive',
    });
  });
});

describe('whole-number inputs', () => {
  it('treats an empty input as no value', () => {
    expect(readNumberInput('')).toEqual({ text: '', value: null });
    expect(readNumberInput('  ')).toEqual({ text: '', value: null });
  });

  it('reads Latin and Arabic digits', () => {
    expect(readNumberInput('28')).toEqual({ text: '28', value: 28 });
    expect(readNumberInput('٣٢')).toEqual({ text: '32', value: 32 });
    expect(readNumberInput('۱۶۵')).toEqual({ text: '165', value: 165 });
  });

  it('keeps a decimal so the schema can ask for a whole number', () => {
    expect(readNumberInput('65.5')).toEqual({ text: '65.5', value: 65.5 });
    expect(readNumberInput('65,5')).toEqual({ text: '65.5', value: 65.5 });
    expect(readNumberInput('٦٥٫٥')).toEqual({ text: '65.5', value: 65.5 });
    expect(readNumberInput('65.')).toEqual({ text: '65.', value: 65 });
    expect(readNumberInput('1.2.3')).toEqual({ text: '1.23', value: 1.23 });
    expect(readNumberInput('.')).toEqual({ text: '.', value: null });
  });

  it('drops anything that is not a digit', () => {
    expect(readNumberInput('-30kg')).toEqual({ text: '30', value: 30 });
    expect(readNumberInput('abc')).toEqual({ text: '', value: null });
  });
});
