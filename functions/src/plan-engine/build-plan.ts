import {
  addDays,
  type CivilDate,
  diffDays,
  isCivilDate,
  type Language,
  type PlanData,
  type QuestionnaireAnswers,
} from '@nasl/core';
import { dailyFluidLitres, FLUID_ML_PER_KG } from './body-metrics.ts';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import type { PlanContent } from './content/types.ts';
import { attemptDates } from './cycle.ts';
import { type MealOptionId, selectDiet } from './diet-catalog.ts';
import { selectExercise } from './exercise-rules.ts';
import { successRate } from './success-rate.ts';

const CONTENT: Record<Language, PlanContent> = { ar: arabicContent, en: englishContent };

/** The diet method asks for 6-9 weeks before conception; the plan names the day 6 weeks are reached. */
export const DIET_LEAD_DAYS = 6 * 7;

/**
 * The full plan for validated answers, starting on `planStartDate` (yyyy-MM-dd, the server's "today").
 * Pure and deterministic: no clock, no randomness; the same arguments give a deeply equal plan.
 * The method is described in docs/plan-method.md.
 */
export function buildPlan(answers: QuestionnaireAnswers, planStartDate: CivilDate, lang: Language): PlanData {
  if (!isCivilDate(planStartDate))
    throw new RangeError(`planStartDate must be yyyy-MM-dd, got ${planStartDate}`);
  const content = CONTENT[lang];
  const target = answers.gender;

  const attempts = attemptDates(answers.lastPeriodDate, answers.cycleLength, target, planStartDate);
  const attemptCycleDays = [...new Set(attempts.map((attempt) => attempt.cycleDay))].sort((a, b) => a - b);

  const diet = selectDiet(target, answers.motherDiet, answers.environmentalFactors);
  const exercise = selectExercise(answers);
  const meal = (ids: readonly MealOptionId[]) =>
    content.joinMealOptions(ids.map((id) => content.mealOptions[id]));

  return {
    summary: {
      gender: target,
      timing: content.timing({
        target,
        dateCount: attempts.length,
        cycleLength: answers.cycleLength,
        attemptCycleDays,
        daysSinceLastPeriod: diffDays(planStartDate, answers.lastPeriodDate),
        previousPregnanciesCount:
          answers.previousPregnancies === 'yes' ? answers.previousPregnanciesCount : null,
        motherAge: answers.motherAge,
      }),
      diet: content.dietSummary({
        target,
        diet: answers.motherDiet,
        dietReadyDate: addDays(planStartDate, DIET_LEAD_DAYS),
      }),
      successRate: successRate(answers),
    },
    intercourse: {
      dates: attempts.map((attempt) => ({
        date: attempt.date,
        cycleDay: attempt.cycleDay,
        recommendation: content.dateRecommendation({ target, ...attempt }),
      })),
      timeOfDay: content.timeOfDay[target],
      position: content.position[target],
    },
    diet: {
      include: diet.include.map((id) => content.foods[id]),
      avoid: diet.avoid.map((id) => content.foods[id]),
      meals: {
        breakfast: meal(diet.meals.breakfast),
        lunch: meal(diet.meals.lunch),
        dinner: meal(diet.meals.dinner),
        snacks: meal(diet.meals.snacks),
      },
      hydration: content.hydration({
        target,
        litres: dailyFluidLitres(answers.motherWeight, answers.motherActivity),
        mlPerKg: FLUID_ML_PER_KG[answers.motherActivity],
        weightKg: answers.motherWeight,
      }),
    },
    exercise: {
      recommended: exercise.recommended.map((id) => content.exercise[id]),
      limit: exercise.limit.map((id) => content.exercise[id]),
      intensity: content.intensity({ activity: exercise.activity, bmiCategory: exercise.motherBmiCategory }),
    },
  };
}
