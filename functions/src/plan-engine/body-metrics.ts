import type { ActivityLevel } from '@nasl/core';

export type BmiCategory = 'underweight' | 'healthy' | 'overweight' | 'obese';

/** Weight (kg) / height (m)², WHO adult cut-offs 18.5, 25 and 30. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const heightM = heightCm / 100;
  return weightKg / (heightM * heightM);
}

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'healthy';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

/** Daily fluids per kilogram of body weight, more for more active women (30-35 ml/kg). */
export const FLUID_ML_PER_KG = {
  sedentary: 30,
  light: 31,
  moderate: 33,
  active: 34,
  athlete: 35,
} as const satisfies Record<ActivityLevel, number>;

/**
 * The daily fluids advised stop near 3 litres, whatever her weight: about what pregnancy and breastfeeding
 * call for (EFSA 2010, IOM 2004); more is advised only for exercise and heat, by the hour.
 */
export const FLUID_CAP_LITRES = 3;

/** Litres a day, to one decimal, at most `FLUID_CAP_LITRES`; `capped` when her weight asked for more. */
export function dailyFluids(weightKg: number, activity: ActivityLevel): { litres: number; capped: boolean } {
  const litres = Math.round((weightKg * FLUID_ML_PER_KG[activity]) / 100) / 10;
  return { litres: Math.min(FLUID_CAP_LITRES, litres), capped: litres > FLUID_CAP_LITRES };
}
