import { addDays, isCivilDate, type CivilDate } from '@nasl/core/civil-date';
import {
  conversionPercent,
  daysInRange,
  isOrderedRange,
  MAX_TREND_RANGE_DAYS,
  netCents,
  TREND_FIGURES,
  type TrendBucketFigures,
  type TrendFigures,
} from '@nasl/core/trends';

export const TREND_PRESETS = { last30: 30, last90: 90, last365: 365 } as const;
export type TrendPreset = keyof typeof TREND_PRESETS;

export interface DateRange {
  from: CivilDate;
  to: CivilDate;
}

/** The last N days, today included. */
export function presetRange(today: CivilDate, preset: TrendPreset): DateRange {
  return { from: addDays(today, 1 - TREND_PRESETS[preset]), to: today };
}

/** The preset a range is, if any (the preset buttons show it pressed). */
export function presetOf(range: DateRange, today: CivilDate): TrendPreset | null {
  const match = (Object.keys(TREND_PRESETS) as TrendPreset[]).find(
    (preset) => range.to === today && range.from === presetRange(today, preset).from,
  );
  return match ?? null;
}

/** True when the server will answer for the range: real dates, in order, at most a year long. */
export function isAskableRange(range: DateRange): boolean {
  return (
    isCivilDate(range.from) &&
    isCivilDate(range.to) &&
    isOrderedRange(range) &&
    daysInRange(range.from, range.to) <= MAX_TREND_RANGE_DAYS
  );
}

/** A bucket with what the charts draw besides its counts: the net money and the two conversion rates. */
export interface TrendRow extends TrendBucketFigures {
  netCents: number;
  /** Questionnaires per sign-up in the bucket, percent; null with no sign-up. */
  questionnaireRate: number | null;
  /** Payments per plan made in the bucket, percent; null with no plan. */
  paymentRate: number | null;
}

function withRates<T extends TrendFigures>(figures: T) {
  return {
    ...figures,
    netCents: netCents(figures),
    questionnaireRate: conversionPercent(figures.questionnaires, figures.signUps),
    paymentRate: conversionPercent(figures.payments, figures.plans),
  };
}

export function trendRows(buckets: TrendBucketFigures[]): TrendRow[] {
  return buckets.map(withRates);
}

/** The whole range's figures, for the summary cards. */
export function trendTotals(buckets: TrendBucketFigures[]) {
  const sum = Object.fromEntries(TREND_FIGURES.map((name) => [name, 0])) as TrendFigures;
  for (const bucket of buckets) for (const name of TREND_FIGURES) sum[name] += bucket[name];
  return withRates(sum);
}

/** The period just before a range and as long as it: what each figure of the range is compared with. */
export function previousRange({ from, to }: DateRange): DateRange {
  const days = daysInRange(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** How a figure moved since the previous period, in percent of it (null when there was nothing before). */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
