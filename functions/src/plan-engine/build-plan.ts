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
import { type PlanSchedule, planSchedule, type PregnancyInput } from './schedule.ts';
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
  pregnancy: { positiveTestDate: CivilDate; folicAcidUntil: CivilDate } | null;
}

/** A pregnancy test turns positive about 4 weeks after the last period began (week 4 of pregnancy). */
const TEST_DAYS_AFTER_LAST_PERIOD = 28;
/** Week 12 ends on day 84 counted from the first day of her last period (day 1). */
const WEEK_12_LAST_DAY = 12 * 7 - 1;

/**
 * The last day of week 12 of her pregnancy, counted from her last period: the cycle day the plan gives her
 * test date, or, for a test after the plan's months, the usual four weeks before it.
 */
function folicAcidUntil(schedule: PlanSchedule, positiveTestDate: CivilDate): CivilDate {
  const day = schedule.days.find((entry) => entry.date === positiveTestDate);
  const lastPeriod = day
    ? addDays(positiveTestDate, -(day.cycleDay - 1))
    : addDays(positiveTestDate, -TEST_DAYS_AFTER_LAST_PERIOD);
  return addDays(lastPeriod, WEEK_12_LAST_DAY);
}

function planFacts(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  events: readonly CycleEventInput[],
  pregnancy: PregnancyInput | null,
): PlanFacts {
  if (!isCivilDate(planStartDate))
    throw new RangeError(`planStartDate must be yyyy-MM-dd, got ${planStartDate}`);
  const method = offersMethod(answers);
  const schedule = planSchedule({
    target: answers.gender,
    lastPeriodDate: answers.lastPeriodDate,
    cycleLength: answers.cycleLength,
    periodLength: answers.periodLength,
    planStartDate,
    events,
    offersMethod: method,
    pregnancy,
  });
  return {
    answers,
    planStartDate,
    pregnancy: pregnancy
      ? {
          positiveTestDate: pregnancy.positiveTestDate,
          folicAcidUntil: folicAcidUntil(schedule, pregnancy.positiveTestDate),
        }
      : null,
    schedule,
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
  const pregnancy = facts.pregnancy;

  const plan: PlanData = {
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
    pregnancy: null,
  };
  if (!pregnancy) return plan;
  // Pregnant: the method's diet stops; a balanced one, folic acid to week 12 and the fasting advice take over.
  return {
    ...plan,
    summary: { ...plan.summary, diet: content.pregnancy.dietSummary(pregnancy) },
    diet: {
      include: [...content.pregnancy.include],
      avoid: [...content.pregnancy.avoid],
      meals: { ...content.pregnancy.meals },
      ramadanMeals: null,
      hydration: content.hydration({
        target: null,
        ...fluids,
        mlPerKg: FLUID_ML_PER_KG[answers.motherActivity],
        weightKg: answers.motherWeight,
      }),
    },
    pregnancy: {
      ...pregnancy,
      summary: content.pregnancy.summary(pregnancy),
      diet: content.pregnancy.diet(pregnancy),
      fasting: content.pregnancy.fasting,
    },
  };
}

/**
 * The full plan for validated answers, starting on `planStartDate` (yyyy-MM-dd, the day the plan was
 * made), re-planned from the cycle events logged on it (any order) and from her pregnancy. Pure and deterministic: no clock, no
 * randomness; the same arguments give a deeply equal plan. The method is in docs/plan-method.md.
 */
export function buildPlan(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  lang: Language,
  events: readonly CycleEventInput[] = [],
  pregnancy: PregnancyInput | null = null,
): PlanData {
  return writePlan(planFacts(answers, planStartDate, events, pregnancy), lang);
}

/**
 * The same plan in every UI language, computing the calendar once. With `pregnancy` (her positive test),
 * the days from the test on ask nothing, and the plan gives early-pregnancy guidance instead of the method's diet.
 */
export function buildPlans(
  answers: QuestionnaireAnswers,
  planStartDate: CivilDate,
  events: readonly CycleEventInput[] = [],
  pregnancy: PregnancyInput | null = null,
): Record<Language, PlanData> {
  const facts = planFacts(answers, planStartDate, events, pregnancy);
  return Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, writePlan(facts, lang)])) as Record<
    Language,
    PlanData
  >;
}
