import type { ActivityLevel, CivilDate, Diet, TargetGender } from '@nasl/core';
import type { BmiCategory } from '../body-metrics.ts';
import type { FoodId, MealOptionId } from '../diet-catalog.ts';
import type { ExerciseAdviceId } from '../exercise-rules.ts';

/** The facts one language's texts are written from. */
export interface TimingFacts {
  target: TargetGender;
  dateCount: number;
  cycleLength: number;
  /** The cycle days of the attempt days, ascending (e.g. [13, 14]). */
  attemptCycleDays: readonly number[];
  daysSinceLastPeriod: number;
  previousPregnanciesCount: number | null;
  motherAge: number;
}

export interface DateFacts {
  target: TargetGender;
  cycleNumber: number;
  cycleDay: number;
  daysBeforeOvulation: number;
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

/**
 * Everything a plan says, in one language. Parents read these: warm, plain words, numbers they can
 * act on, and no promise the evidence does not support.
 */
export interface PlanContent {
  timing(facts: TimingFacts): string;
  dateRecommendation(facts: DateFacts): string;
  timeOfDay: Record<TargetGender, string>;
  position: Record<TargetGender, string>;
  dietSummary(facts: DietSummaryFacts): string;
  foods: Record<FoodId, string>;
  mealOptions: Record<MealOptionId, string>;
  joinMealOptions(options: readonly string[]): string;
  hydration(facts: HydrationFacts): string;
  exercise: Record<ExerciseAdviceId, string>;
  intensity(facts: IntensityFacts): string;
}
