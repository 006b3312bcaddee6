/**
 * The business over time: GET /api/admin/trends and the date ranges the dashboard's trends and exports
 * take. Days are civil dates in the business's time zone (`BUSINESS_TIME_ZONE`), so a day's figures never
 * depend on the reader's clock.
 */
import * as v from 'valibot';
import {
  addDays,
  compareCivilDates,
  diffDays,
  formatCivilDate,
  isCivilDate,
  parseCivilDate,
  PLAN_TIME_ZONE,
  toDayNumber,
  zoneOffsetMs,
  type CivilDate,
} from './civil-date.ts';
import { objectWithFieldMessages } from './validation.ts';

/** The calendar that decides which day a sign-up or a payment belongs to: the plans' own. */
export const BUSINESS_TIME_ZONE = PLAN_TIME_ZONE;

export const TREND_BUCKETS = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];

/** The longest range the trends answer for, in days (both ends included): a year, leap day included. */
export const MAX_TREND_RANGE_DAYS = 366;

/**
 * The days a range may name. Older than any figure of Nasl's, and well before the end of Firestore's
 * timestamps (the year 9999), which a range's end must stay inside a day later.
 */
export const EARLIEST_RANGE_DAY = '2000-01-01';
export const LATEST_RANGE_DAY = '2999-12-31';

const civilDateParam = v.pipe(
  v.string('dateRangeInvalid'),
  v.check((text: string) => isCivilDate(text), 'dateRangeInvalid'),
  v.check(
    (text: string) =>
      !isCivilDate(text) ||
      (compareCivilDates(text, EARLIEST_RANGE_DAY) >= 0 && compareCivilDates(text, LATEST_RANGE_DAY) <= 0),
    'dateRangeOutOfBounds',
  ),
);

/** `from` and `to` (yyyy-MM-dd) of a query; `isOrderedRange` checks them together. */
export const dateRangeEntries = { from: civilDateParam, to: civilDateParam };

/** True unless both ends are dates and the end comes first (a malformed end is reported by its field). */
export const isOrderedRange = ({ from, to }: { from: CivilDate; to: CivilDate }) =>
  !isCivilDate(from) || !isCivilDate(to) || compareCivilDates(from, to) <= 0;

/** Days from `from` to `to`, both included. */
export function daysInRange(from: CivilDate, to: CivilDate): number {
  return diffDays(to, from) + 1;
}

const isShortRange = ({ from, to }: { from: CivilDate; to: CivilDate }) =>
  !isCivilDate(from) || !isCivilDate(to) || daysInRange(from, to) <= MAX_TREND_RANGE_DAYS;

/** `?from=&to=&bucket=` of GET /api/admin/trends: a range of at most MAX_TREND_RANGE_DAYS, by day by default. */
export const trendsQuerySchema = v.pipe(
  objectWithFieldMessages({
    ...dateRangeEntries,
    bucket: v.optional(v.picklist(TREND_BUCKETS, 'trendBucketInvalid'), 'day'),
  }),
  v.check((range) => isOrderedRange(range), 'dateRangeInvalid'),
  v.check((range) => isShortRange(range), 'dateRangeTooLong'),
);
export type TrendsQuery = v.InferOutput<typeof trendsQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const civilDate = v.pipe(
  v.string(),
  v.check((text: string) => isCivilDate(text)),
);

/**
 * What happened in one bucket: events counted on the day they happened (a person deleted later still
 * signed up that day). Money is in the plan's currency's cents: what payments charged, and what refunds
 * gave back on the day of the refund; a plan an admin unlocked counts apart, at no money.
 */
export const trendBucketSchema = v.object({
  /** The first and last day counted in this bucket (the range's ends cut the first and last bucket). */
  start: civilDate,
  end: civilDate,
  signUps: count,
  questionnaires: count,
  plans: count,
  payments: count,
  adminUnlocks: count,
  refunds: count,
  revenueCents: count,
  refundsCents: count,
});
export type TrendBucketFigures = v.InferOutput<typeof trendBucketSchema>;

/** The figures of a day or a bucket, as counted and summed. */
export const TREND_FIGURES = [
  'signUps',
  'questionnaires',
  'plans',
  'payments',
  'adminUnlocks',
  'refunds',
  'revenueCents',
  'refundsCents',
] as const satisfies readonly (keyof TrendBucketFigures)[];
export type TrendFigures = Record<(typeof TREND_FIGURES)[number], number>;

/** GET /api/admin/trends: the range asked for, cut into buckets, oldest first. */
export const trendsSchema = v.object({
  from: civilDate,
  to: civilDate,
  bucket: v.picklist(TREND_BUCKETS),
  currency: v.string(),
  buckets: v.array(trendBucketSchema),
});
export type Trends = v.InferOutput<typeof trendsSchema>;

/** 0 = Sunday … 6 = Saturday. 1970-01-01 (day number 0) was a Thursday. */
export function dayOfWeek(date: CivilDate): number {
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/**
 * The first day of the bucket `date` falls in: itself, its week's Sunday (the first working day of the
 * week in Saudi Arabia and the Gulf), or its month's first day.
 */
export function bucketStart(date: CivilDate, bucket: TrendBucket): CivilDate {
  if (bucket === 'day') return date;
  if (bucket === 'week') return addDays(date, -dayOfWeek(date));
  const parts = parseCivilDate(date)!;
  return formatCivilDate({ ...parts, day: 1 });
}

function nextBucketStart(start: CivilDate, bucket: TrendBucket): CivilDate {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  const { year, month } = parseCivilDate(start)!;
  return month === 12
    ? formatCivilDate({ year: year + 1, month: 1, day: 1 })
    : formatCivilDate({ year, month: month + 1, day: 1 });
}

/** The buckets that cover `from`…`to`, each cut to the range: `[{ start, end }]`, oldest first. */
export function bucketRanges(
  from: CivilDate,
  to: CivilDate,
  bucket: TrendBucket,
): { start: CivilDate; end: CivilDate }[] {
  const ranges: { start: CivilDate; end: CivilDate }[] = [];
  let start = bucketStart(from, bucket);
  while (compareCivilDates(start, to) <= 0) {
    const next = nextBucketStart(start, bucket);
    const end = addDays(next, -1);
    ranges.push({
      start: compareCivilDates(start, from) < 0 ? from : start,
      end: compareCivilDates(end, to) > 0 ? to : end,
    });
    start = next;
  }
  return ranges;
}

/**
 * The range cut into buckets, each with the sum of its days' figures (a day with no figures counts zero).
 */
export function trendBuckets(
  from: CivilDate,
  to: CivilDate,
  bucket: TrendBucket,
  figuresOfDay: (date: CivilDate) => TrendFigures | undefined,
): TrendBucketFigures[] {
  return bucketRanges(from, to, bucket).map(({ start, end }) => {
    const sum = Object.fromEntries(TREND_FIGURES.map((name) => [name, 0])) as TrendFigures;
    for (let date = start; compareCivilDates(date, end) <= 0; date = addDays(date, 1)) {
      const figures = figuresOfDay(date);
      if (figures) for (const name of TREND_FIGURES) sum[name] += figures[name];
    }
    return { start, end, ...sum };
  });
}

/** The instant a civil day starts in the business's time zone (midnight there). */
export function startOfBusinessDay(date: CivilDate, timeZone: string = BUSINESS_TIME_ZONE): Date {
  const { year, month, day } = parseCivilDate(date)!;
  const midnightUtc = Date.UTC(year, month - 1, day);
  const guess = midnightUtc - zoneOffsetMs(timeZone, midnightUtc);
  // A zone whose offset changes that night (daylight saving) has a second answer.
  return new Date(midnightUtc - zoneOffsetMs(timeZone, guess));
}

/** Percent to one decimal of `part` in `whole`, or null when there is nothing to divide by. */
export function conversionPercent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Net revenue of a bucket or a total: what was charged minus what was given back. */
export function netCents(figures: { revenueCents: number; refundsCents: number }): number {
  return figures.revenueCents - figures.refundsCents;
}
