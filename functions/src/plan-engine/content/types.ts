import type { ActivityLevel, CivilDate, CycleLengthSource, Diet, TargetGender } from '@nasl/core';
import type { BmiCategory } from '../body-metrics.ts';
import type { FoodId, MealOptionId } from '../diet-catalog.ts';
import type { ExerciseAdviceId } from '../exercise-rules.ts';
import type { NoticeId } from '../notices.ts';
import type { AttemptRole, CycleNote } from '../schedule.ts';

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
  /** How many of the dates fall in Ramadan. */
  ramadanDateCount: number;
}

export interface DateFacts {
  target: TargetGender;
  cycleNumber: number;
  cycleDay: number;
  role: AttemptRole;
  ramadan: boolean;
}

export interface DietSummaryFacts {
  target: TargetGender;
  diet: Diet;
  /** First day after 6 weeks on the diet. */
  dietReadyDate: CivilDate;
}

export interface HydrationFacts {
  target: TargetGender;
  litres: number;
  mlPerKg: number;
  weightKg: number;
}

export interface IntensityFacts {
  activity: ActivityLevel;
  bmiCategory: BmiCategory;
}

export interface SuccessRateFacts {
  target: TargetGender;
  successRate: number;
}

/** The Ramadan meals, from the plan's own meal options (texts of this language, not yet joined). */
export interface RamadanMealFacts {
  iftarOpener: string;
  breakfast: readonly string[];
  lunch: readonly string[];
  dinner: readonly string[];
  snacks: readonly string[];
}

/**
 * Everything a plan says, in one language. Parents read these: warm, plain words, numbers they can
 * act on, and no promise the evidence does not support.
 */
export interface PlanContent {
  timing(facts: TimingFacts): string;
  dateRecommendation(facts: DateFacts): string;
  /** One sentence: what the figure is (an index), beside the natural odds. */
  successRateNote(facts: SuccessRateFacts): string;
  /** One sentence: what the best studies found about timing and the baby's sex. */
  evidenceNote: Record<TargetGender, string>;
  notices: Record<NoticeId, string>;
  cycleNote(note: CycleNote): string;
  timeOfDay: Record<TargetGender, string>;
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
