import {
  addDays,
  type CivilDate,
  diffDays,
  isCivilDate,
  type Language,
  type PlanData,
  type QuestionnaireAnswers,
  SUPPORTED_LANGUAGES,
} from '@nasl/core';
import { dailyFluids, FLUID_ML_PER_KG } from './body-metrics.ts';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import type { PlanContent } from './content/types.ts';
import type { CycleEventInput } from './cycle.ts';
import { type DietSelection, type MealOptionId, selectDiet } from './diet-catalog.ts';
import { type ExerciseSelection, selectExercise } from './exercise-rules.ts';
import { healthConditions, type NoticeChoice, offersMethod, selectNotices } from './notices.ts';
import { type PlanSchedule, planSchedule } from './schedule.ts';
import { successRate } from './success-rate.ts';

const CONTENT: Record<Language, PlanContent> = { ar: arabicContent, en: englishContent };

/** The diet method asks for 6-9 weeks before conception; the plan names the day 6 weeks are reached. */
export const DIET_LEAD_DAYS = 6 * 7;

/**
 * The engine's version, stored on every plan it writes. Raise it when a change must reach plans already
 * stored (a correction of the method): a plan of an older version is rebuilt from its answers, start date
 * and cycle events when it is read (docs/decisions/0010-plans-re-planned-from-cycle-events.md).
 */
export const PLAN_ENGINE_VERSION = 4;

/** Everything a plan says before any language: computed once for all the languages it is written in. */
interface PlanFacts {
  answers: QuestionnaireAnswers;
  planStartDate: CivilDate;
  schedule: PlanSchedule;
  diet: DietSelection;
  exercise: ExerciseSelection;
  notices: NoticeChoice[];
  successRate: number | null;
  offersMethod: boolean;
}

function planFacts(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  events: readonly CycleEventInput[],
): PlanFacts {
  if (!isCivilDate(planStartDate))
    throw new RangeError(`planStartDate must be yyyy-MM-dd, got ${planStartDate}`);
  const method = offersMethod(answers);
  return {
    answers,
    planStartDate,
    schedule: planSchedule({
      target: answers.gender,
      lastPeriodDate: answers.lastPeriodDate,
      cycleLength: answers.cycleLength,
      periodLength: answers.periodLength,
      planStartDate,
      events,
      offersMethod: method,
    }),
    diet: selectDiet({
      target: answers.gender,
      diet: answers.motherDiet,
      environmentalFactors: answers.environmentalFactors,
      conditions: answers.healthConditions ?? [],
      offersMethod: method,
    }),
    exercise: selectExercise(answers),
    notices: selectNotices(answers),
    successRate: successRate(answers),
    offersMethod: method,
  };
}

function writePlan(facts: PlanFacts, lang: Language): PlanData {
  const content = CONTENT[lang];
  const { answers, schedule, diet, exercise, planStartDate } = facts;
  const target = answers.gender;
  const method = facts.offersMethod;
  const options = (ids: readonly MealOptionId[]) => ids.map((id) => content.mealOptions[id]);
  const meal = (ids: readonly MealOptionId[]) =>
    method ? content.joinMealOptions(options(ids)) : content.noMethod.meal;
  const reachesRamadan = schedule.days.some((day) => day.ramadan);
  const fluids = dailyFluids(answers.motherWeight, answers.motherActivity);

  return {
    summary: {
      gender: target,
      offersMethod: method,
      timing: method
        ? content.timing({
            target,
            dateCount: schedule.attempts.length,
            cycleLength: schedule.lengthInForce.length,
            lengthSource: schedule.lengthInForce.source,
            periodLength: answers.periodLength,
            attemptCycleDays: schedule.attemptCycleDays,
            daysSinceLastPeriod:
              schedule.latestLoggedPeriod === null ? diffDays(planStartDate, answers.lastPeriodDate) : null,
            previousPregnanciesCount:
              answers.previousPregnancies === 'yes' ? answers.previousPregnanciesCount : null,
            motherAge: answers.motherAge,
            healthConditions: healthConditions(answers),
            ramadanDateCount: schedule.attempts.filter((attempt) => attempt.ramadan).length,
            ramadans: schedule.ramadans,
          })
        : content.noMethod.timing,
      diet: method
        ? content.dietSummary({
            target,
            diet: answers.motherDiet,
            dietReadyDate: addDays(planStartDate, DIET_LEAD_DAYS),
            conditions: answers.healthConditions ?? [],
          })
        : content.noMethod.dietSummary,
      successRate: facts.successRate,
      successRateNote: content.successRateNote({
        target,
        successRate: facts.successRate,
        motherAge: answers.motherAge,
      }),
      evidenceNote: method ? content.evidenceNote[target] : content.noMethod.evidenceNote,
    },
    notices: facts.notices.map(({ id, level }) => ({ level, text: content.notices[id] })),
    cycle: {
      length: schedule.lengthInForce.length,
      lengthSource: schedule.lengthInForce.source,
      periodLength: answers.periodLength,
      notes: schedule.notes.map((note) => content.cycleNote(note)),
      entries: schedule.entries.map(({ id, reading, ...rest }) => ({
        id,
        reading,
        ...('byHer' in rest ? { byHer: rest.byHer } : {}),
        ...('missed' in rest ? { missed: rest.missed } : {}),
        ...('reason' in rest ? { reason: rest.reason } : {}),
      })),
      days: schedule.days.map((day) => ({ ...day, activities: [...day.activities] })),
    },
    intercourse: {
      dates: schedule.attempts.map((attempt) => ({
        date: attempt.date,
        cycleDay: attempt.cycleDay,
        recommendation: content.dateRecommendation({ target, ...attempt }),
      })),
      timeOfDay: method ? content.timeOfDay({ target, ramadan: reachesRamadan }) : content.noMethod.timeOfDay,
      position: method ? content.position[target] : content.noMethod.position,
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
      ramadanMeals:
        method && reachesRamadan
          ? content.ramadanMeals({
              iftarOpener: content.mealOptions[diet.iftarOpener],
              breakfast: options(diet.meals.breakfast),
              lunch: options(diet.meals.lunch),
              dinner: options(diet.meals.dinner),
              snacks: options(diet.meals.snacks),
              conditions: answers.healthConditions ?? [],
            })
          : null,
      hydration: content.hydration({
        target: method ? target : null,
        ...fluids,
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

/**
 * The full plan for validated answers, starting on `planStartDate` (yyyy-MM-dd, the day the plan was
 * made), re-planned from the cycle events logged on it (any order). Pure and deterministic: no clock, no
 * randomness; the same arguments give a deeply equal plan. The method is in docs/plan-method.md.
 */
export function buildPlan(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  lang: Language,
  events: readonly CycleEventInput[] = [],
): PlanData {
  return writePlan(planFacts(answers, planStartDate, events), lang);
}

/** The same plan in every UI language, computing the calendar once. */
export function buildPlans(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  events: readonly CycleEventInput[] = [],
): Record<Language, PlanData> {
  const facts = planFacts(answers, planStartDate, events);
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, writePlan(facts, lang)])) as Record<
    Language,
    PlanData
  >;
}
