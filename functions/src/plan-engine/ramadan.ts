import { fromDayNumber, type RamadanEdge } from '@nasl/core';

/**
 * Ramadan by the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar), read from the ICU data that
 * ships with Node through Intl: 2027-02-08 is 1 Ramadan 1448. A civil date is formatted at UTC midnight in
 * UTC, so no time zone can move it to the day before or after.
 */
const RAMADAN_MONTH = 9;

const hijriMonthFormat = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  month: 'numeric',
  numberingSystem: 'latn',
});

// A date's Hijri month never changes: remember the answer per day number (a few thousand entries at most).
const ramadanByDayNumber = new Map<number, boolean>();

/** Whether the civil date with this day number (days since 1970-01-01) falls in Ramadan. */
export function isRamadanDay(dayNumber: number): boolean {
  let inRamadan = ramadanByDayNumber.get(dayNumber);
  if (inRamadan === undefined) {
    const month = hijriMonthFormat
      .formatToParts(new Date(`${fromDayNumber(dayNumber)}T00:00:00Z`))
      .find((part) => part.type === 'month')?.value;
    inRamadan = Number(month) === RAMADAN_MONTH;
    ramadanByDayNumber.set(dayNumber, inRamadan);
  }
  return inRamadan;
}

/**
 * The day before 1 Ramadan or the day after its last day (Umm al-Qura), else null. A local moon sighting
 * may begin or end the month a day apart from the calendar, so on those days Ramadan may hold where she is.
 */
export function ramadanEdge(dayNumber: number): RamadanEdge | null {
  if (isRamadanDay(dayNumber)) return null;
  if (isRamadanDay(dayNumber + 1)) return 'day-before';
  if (isRamadanDay(dayNumber - 1)) return 'day-after';
  return null;
}
