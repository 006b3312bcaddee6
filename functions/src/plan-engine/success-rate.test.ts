import {
  ACTIVITY_LEVELS,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { SUCCESS_RATE_BASE, successRate, successRateAdjustments } from './success-rate.ts';

const TODAY = '2026-05-01';
const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  ...questionnaireDefaults(TODAY),
  ...overrides,
});

const MOST_FAVOURABLE = answers({
  cycleLength: 28,
  motherAge: 24,
  fatherAge: 26,
  motherHeight: 165,
  motherWeight: 60,
  stressLevel: 'low',
  sleepPattern: 'excellent',
  motherActivity: 'moderate',
  environmentalFactors: ['none'],
  previousPregnancies: 'yes',
  previousPregnanciesCount: 1,
});

const LEAST_FAVOURABLE = answers({
  cycleLength: 35,
  motherAge: 44,
  fatherAge: 90,
  motherHeight: 140,
  motherWeight: 150,
  stressLevel: 'very-high',
  sleepPattern: 'poor',
  motherActivity: 'sedentary',
  environmentalFactors: ['smoking', 'alcohol', 'pollution', 'chemicals', 'radiation'],
});

describe('successRate', () => {
  it('is 78 for the defaults (documented worked example)', () => {
    expect(successRateAdjustments(answers())).toEqual({
      cycleLength: 3,
      motherAge: 1,
      fatherAge: 0,
      motherBmi: 2,
      stressLevel: 0,
      sleepPattern: 1,
      motherActivity: 1,
      smoking: 0,
      alcohol: 0,
      otherExposures: 0,
      previousPregnancies: 0,
    });
    expect(successRate(answers())).toBe(78);
  });

  it('clamps the most favourable answers to 80 and the least favourable to 60', () => {
    expect(
      SUCCESS_RATE_BASE + Object.values(successRateAdjustments(MOST_FAVOURABLE)).reduce((a, b) => a + b),
    ).toBe(82);
    expect(successRate(MOST_FAVOURABLE)).toBe(80);
    expect(successRate(LEAST_FAVOURABLE)).toBe(60);
  });

  it.each([
    [{ cycleLength: 21 }, 'cycleLength', -2],
    [{ cycleLength: 24 }, 'cycleLength', 1],
    [{ cycleLength: 30 }, 'cycleLength', 3],
    [{ cycleLength: 33 }, 'cycleLength', -2],
    [{ motherAge: 29 }, 'motherAge', 3],
    [{ motherAge: 35 }, 'motherAge', -2],
    [{ motherAge: 40 }, 'motherAge', -5],
    [{ fatherAge: 45 }, 'fatherAge', -1],
    [{ fatherAge: 50 }, 'fatherAge', -2],
    [{ motherWeight: 45 }, 'motherBmi', -2],
    [{ motherWeight: 75 }, 'motherBmi', 0],
    [{ motherWeight: 90 }, 'motherBmi', -2],
    [{ motherWeight: 100 }, 'motherBmi', -4],
    [{ stressLevel: 'very-high' }, 'stressLevel', -2],
    [{ sleepPattern: 'poor' }, 'sleepPattern', -1],
    [{ motherActivity: 'sedentary' }, 'motherActivity', -1],
    [{ environmentalFactors: ['smoking'] }, 'smoking', -3],
    [{ environmentalFactors: ['alcohol'] }, 'alcohol', -2],
    [{ environmentalFactors: ['pollution', 'radiation'] }, 'otherExposures', -1],
  ] as const)('%j gives %s %i points', (overrides, factor, points) => {
    expect(successRateAdjustments(answers(overrides as Partial<QuestionnaireAnswers>))[factor]).toBe(points);
  });

  it('stays a whole number inside 60-80 over a sweep of answers', () => {
    for (const cycleLength of [21, 25, 28, 31, 35]) {
      for (const motherAge of [18, 30, 37, 42, 44]) {
        for (const motherWeight of [40, 65, 95, 150]) {
          for (const stressLevel of STRESS_LEVELS) {
            for (const sleepPattern of SLEEP_PATTERNS) {
              for (const motherActivity of ACTIVITY_LEVELS) {
                const rate = successRate(
                  answers({
                    cycleLength,
                    motherAge,
                    motherWeight,
                    stressLevel,
                    sleepPattern,
                    motherActivity,
                  }),
                );
                expect(Number.isInteger(rate)).toBe(true);
                expect(rate).toBeGreaterThanOrEqual(60);
                expect(rate).toBeLessThanOrEqual(80);
              }
            }
          }
        }
      }
    }
  });

  it('is what the plan summary shows', () => {
    expect(buildPlan(LEAST_FAVOURABLE, TODAY, 'en').summary.successRate).toBe(60);
    expect(buildPlan(MOST_FAVOURABLE, TODAY, 'ar').summary.successRate).toBe(80);
  });

  it.each([45, 46, 49, 50, 55, 90])(
    'is null for a mother of %i: natural conception is about 1 %% a cycle or less (ACOG 2014)',
    (motherAge) => {
      expect(successRate(answers({ motherAge }))).toBeNull();
      expect(successRate({ ...MOST_FAVOURABLE, motherAge })).toBeNull();
      expect(buildPlan(answers({ motherAge }), TODAY, 'en').summary.successRate).toBeNull();
    },
  );

  it('is a figure at 44', () => {
    expect(successRate(answers({ motherAge: 44 }))).toBe(72);
  });
});
