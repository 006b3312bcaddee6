import type {
  ActivityLevel,
  CivilDate,
  CycleLengthSource,
  Diet,
  HealthCondition,
  RamadanEdge,
  TargetGender,
} from '@nasl/core';
import type { BmiCategory } from '../body-metrics.ts';
import type { FoodId, MealOptionId } from '../diet-catalog.ts';
import type { ExerciseAdviceId } from '../exercise-rules.ts';
import type { NoticeId } from '../notices.ts';
import type { AttemptRole } from '../cycle-day-plan.ts';
import type { RamadanSpan } from '../schedule.ts';
import type { CycleNote } from '../schedule-notes.ts';

/** The facts one language's texts are written from. */
export interface TimingFacts {
  target: TargetGender;
  dateCount: number;
  /** The cycle length the dates use now, and where it comes from. */
  cycleLength: number;
  lengthSource: CycleLengthSource;
  periodLength: number;
  /** The cycle days of the attempt days with that length, ascending, bleeding days left out (e.g. [14, 15]). */
  attemptCycleDays: readonly number[];
  /** Days from the answered last period to the plan start; null once she has logged a period start. */
  daysSinceLastPeriod: number | null;
  previousPregnanciesCount: number | null;
  motherAge: number;
  /** Her health answer; null when it was not asked. */
  healthConditions: readonly HealthCondition[] | null;
  /** How many of the dates fall in Ramadan. */
  ramadanDateCount: number;
  /** The Ramadans the plan reaches (Umm al-Qura), whole. */
  ramadans: readonly RamadanSpan[];
}

export interface DateFacts {
  target: TargetGender;
  cycleNumber: number;
  cycleDay: number;
  role: AttemptRole;
  ramadan: boolean;
  ramadanEdge: RamadanEdge | null;
}

export interface DietSummaryFacts {
  target: TargetGender;
  diet: Diet;
  /** First day after 6 weeks on the diet. */
  dietReadyDate: CivilDate;
  conditions: readonly HealthCondition[];
}

export interface HydrationFacts {
  /** Null without the method: no water chosen for a sex. */
  target: TargetGender | null;
  litres: number;
  mlPerKg: number;
  weightKg: number;
  /** The litres her weight gives were above the cap and were brought down to it. */
  capped: boolean;
}

export interface TimeOfDayFacts {
  target: TargetGender;
  /** The plan's days reach Ramadan. */
  ramadan: boolean;
}

export interface IntensityFacts {
  activity: ActivityLevel;
  bmiCategory: BmiCategory;
}

export interface SuccessRateFacts {
  target: TargetGender;
  /** Null where no figure applies (a mother of 45 or more). */
  successRate: number | null;
  motherAge: number;
}

/** The Ramadan meals, from the plan's own meal options (texts of this language, not yet joined). */
export interface RamadanMealFacts {
  iftarOpener: string;
  breakfast: readonly string[];
  lunch: readonly string[];
  dinner: readonly string[];
  snacks: readonly string[];
  /** Her health answers: with diabetes, the fasting text asks her doctor whether and how to fast. */
  conditions: readonly HealthCondition[];
}

/**
 * Everything a plan says, in one language. Parents read these: warm, plain words, numbers they can
 * act on, and no promise the evidence does not support.
 */
/** What a plan without the method says in place of it (a mother of 50 or more). */
export interface NoMethodContent {
  timing: string;
  timeOfDay: string;
  position: string;
  dietSummary: string;
  meal: string;
  /** The evidence on timing, without the sentence about the plan's dates (it has none). */
  evidenceNote: string;
}

/** The early-pregnancy guidance, from her positive test. */
export interface PregnancyFacts {
  positiveTestDate: CivilDate;
  /** The last day of week 12, counted from her last period. */
  folicAcidUntil: CivilDate;
}

/** What a plan says once she recorded a pregnancy: the method stops, a balanced diet and care take over. */
export interface PregnancyContent {
  summary(facts: PregnancyFacts): string;
  dietSummary(facts: PregnancyFacts): string;
  diet(facts: PregnancyFacts): string[];
  include: readonly string[];
  avoid: readonly string[];
  meals: { breakfast: string; lunch: string; dinner: string; snacks: string };
  fasting: string;
  /** What her husband's view says. */
  partner(facts: Pick<PregnancyFacts, 'positiveTestDate'>): string;
}

export interface PlanContent {
  pregnancy: PregnancyContent;
  timing(facts: TimingFacts): string;
  noMethod: NoMethodContent;
  dateRecommendation(facts: DateFacts): string;
  /** One sentence: what the figure is (an index), beside the natural odds; or why there is none. */
  successRateNote(facts: SuccessRateFacts): string;
  /** One sentence: what the best studies found about timing and the baby's sex. */
  evidenceNote: Record<TargetGender, string>;
  notices: Record<NoticeId, string>;
  cycleNote(note: CycleNote): string;
  timeOfDay(facts: TimeOfDayFacts): string;
  position: Record<TargetGender, string>;
  dietSummary(facts: DietSummaryFacts): string;
  foods: Record<FoodId, string>;
  mealOptions: Record<MealOptionId, string>;
  joinMealOptions(options: readonly string[]): string;
  ramadanMeals(facts: RamadanMealFacts): { suhoor: string; iftar: string; snacks: string };
  hydration(facts: HydrationFacts): string;
  exercise: Record<ExerciseAdviceId, string>;
  intensity(facts: IntensityFacts): string;
}
