/**
 * Civil (calendar) dates as `yyyy-MM-dd` strings, computed on integer day numbers so that no time zone,
 * daylight-saving change or host clock setting can shift a date. Only the wall-clock readings at the end
 * (`wallClock`, `zoneOffsetMs`, `todayInTimeZone`) look at an instant; everything else is pure arithmetic.
 */
import * as v from 'valibot';

/** A date as `yyyy-MM-dd` (proleptic Gregorian calendar, years 0000-9999). */
export type CivilDate = string;

export interface CivilDateParts {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/**
 * The time zone whose calendar decides "today" on the server (plan start, the questionnaire's date
 * limits). The questionnaire allows a last period up to tomorrow, which absorbs users east of it.
 */
export const PLAN_TIME_ZONE = 'Asia/Riyadh';

const CIVIL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_YEAR = 9999;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The parts of a `yyyy-MM-dd` text, or null when it is malformed or not a real date (2025-02-30). */
export function parseCivilDate(text: string): CivilDateParts | null {
  const match = CIVIL_DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isCivilDate(value: unknown): value is CivilDate {
  return typeof value === 'string' && parseCivilDate(value) !== null;
}

/** A real calendar date written `yyyy-MM-dd`, as the API sends dates (not instants). */
export const civilDateSchema = v.pipe(
  v.string(),
  v.check((text: string) => isCivilDate(text)),
);

export function formatCivilDate({ year, month, day }: CivilDateParts): CivilDate {
  if (!Number.isInteger(year) || year < 0 || year > MAX_YEAR) {
    throw new RangeError(`Year out of range: ${year}`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function partsOrThrow(date: CivilDate): CivilDateParts {
  const parts = parseCivilDate(date);
  if (!parts) throw new RangeError(`Not a civil date (yyyy-MM-dd): ${date}`);
  return parts;
}

/**
 * Days since 1970-01-01 (negative before it). Howard Hinnant's `days_from_civil`: pure integer
 * arithmetic over 400-year eras, exact for every Gregorian date.
 */
export function toDayNumber(date: CivilDate): number {
  const { year, month, day } = partsOrThrow(date);
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** Inverse of `toDayNumber` (Hinnant's `civil_from_days`). */
export function fromDayNumber(dayNumber: number): CivilDate {
  if (!Number.isInteger(dayNumber)) throw new RangeError(`Not a whole day number: ${dayNumber}`);
  const shifted = dayNumber + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatCivilDate({ year, month, day });
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `earlier` to `later` (negative when `later` is before `earlier`). */
export function diffDays(later: CivilDate, earlier: CivilDate): number {
  return toDayNumber(later) - toDayNumber(earlier);
}

export function compareCivilDates(a: CivilDate, b: CivilDate): -1 | 0 | 1 {
  return Math.sign(toDayNumber(a) - toDayNumber(b)) as -1 | 0 | 1;
}

/**
 * Calendar months later, keeping the day of the month and clamping it to the target month's last day:
 * 2026-11-30 + 3 months = 2027-02-28, 2027-11-30 + 3 months = 2028-02-29, 2026-01-31 + 1 month = 2026-02-28.
 */
export function addMonths(date: CivilDate, months: number): CivilDate {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month, day } = partsOrThrow(date);
  const monthsSinceYearZero = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthsSinceYearZero / 12);
  const targetMonth = monthsSinceYearZero - targetYear * 12 + 1;
  return formatCivilDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a clock in `timeZone` shows at `instant` (Gregorian, 24 hours). Throws RangeError for an unknown zone. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const clock = wallClock(new Date(instantMs), timeZone);
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return wall - Math.floor(instantMs / 1000) * 1000;
}

/** The calendar date at `instant` in an IANA time zone. Throws RangeError for an unknown zone. */
export function todayInTimeZone(timeZone: string, instant: Date = new Date()): CivilDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return formatCivilDate({ year, month, day });
}
