import {
  type CivilDate,
  type CycleEventType,
  fromDayNumber,
  type PeriodReading,
  toDayNumber,
} from '@nasl/core';
import type { CycleModel } from './cycle-model.ts';
import type { CycleModelInput } from './cycle-priors.ts';

/*
 * What she logged, as the cycle model takes it (one entry a day, her say kept), and how the model read each
 * entry, for the plan's notes and her cycle panel.
 */

export interface CycleEventInput {
  /** The stored event's id, passed through to say how each entry was read. */
  id?: string;
  type: CycleEventType;
  date: CivilDate;
  /** Her say over a period start. */
  reading?: PeriodReading;
}

export interface Answers {
  lastPeriodDate: CivilDate;
  cycleLength: number;
  periodLength: number;
}

function sortedUniqueDays(dates: readonly CivilDate[], notBefore: number): number[] {
  return [...new Set(dates.map(toDayNumber))].filter((day) => day >= notBefore).sort((a, b) => a - b);
}

/** What the model is given: one entry per day (her say, when given twice, the latest logged). */
export function modelInput(input: Answers, events: readonly CycleEventInput[]): CycleModelInput {
  const first = toDayNumber(input.lastPeriodDate);
  const periods = new Map<number, PeriodReading | undefined>();
  for (const event of events) {
    if (event.type !== 'period-start') continue;
    const day = toDayNumber(event.date);
    if (day < first) continue;
    periods.set(day, event.reading ?? periods.get(day));
  }
  const lhPositives = sortedUniqueDays(
    events.filter((event) => event.type === 'lh-positive').map((event) => event.date),
    first,
  );
  return {
    answeredPeriod: first,
    answeredLength: input.cycleLength,
    periodLength: input.periodLength,
    periodStarts: [...periods.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, reading]) => (reading === undefined ? { day } : { day, reading })),
    lhPositives,
  };
}

/** How each logged event was read, by its id (events without an id are left out). */
export type EntryReading =
  | { id: string; type: 'period-start'; date: CivilDate; reading: 'period'; byHer: boolean }
  | { id: string; type: 'period-start'; date: CivilDate; reading: 'corrects-answer'; byHer: boolean }
  | {
      id: string;
      type: 'period-start';
      date: CivilDate;
      reading: 'after-missed';
      byHer: boolean;
      /** Where the periods not logged probably fell. */
      missed: CivilDate[];
    }
  | { id: string; type: 'period-start'; date: CivilDate; reading: 'spotting'; byHer: boolean }
  | { id: string; type: 'lh-positive'; date: CivilDate; reading: 'lh-used' }
  | {
      id: string;
      type: 'lh-positive';
      date: CivilDate;
      reading: 'lh-set-aside';
      reason: 'bleeding' | 'same-surge' | 'unlikely';
    };

export function entryReadings(
  events: readonly CycleEventInput[],
  given: CycleModelInput,
  model: CycleModel,
  /** The periods not logged before each start read as following them, where the calendar put them. */
  missedBefore: ReadonlyMap<number, number[]>,
): EntryReading[] {
  const periodIndex = new Map(given.periodStarts.map((start, index) => [start.day, index]));
  const lhIndex = new Map(given.lhPositives.map((day, index) => [day, index]));
  const entries: EntryReading[] = [];
  for (const event of events) {
    if (event.id === undefined) continue;
    const day = toDayNumber(event.date);
    const base = { id: event.id, date: event.date };
    if (event.type === 'lh-positive') {
      const reading = model.lh[lhIndex.get(day) ?? -1];
      if (!reading) continue;
      entries.push(
        reading.used
          ? { ...base, type: 'lh-positive', reading: 'lh-used' }
          : { ...base, type: 'lh-positive', reading: 'lh-set-aside', reason: reading.reason },
      );
      continue;
    }
    const index = periodIndex.get(day);
    if (index === undefined) continue;
    const start = model.starts[index]!;
    const byHer = given.periodStarts[index]!.reading !== undefined;
    const period = { ...base, type: 'period-start' as const, byHer };
    if (start.kind === 'spotting') entries.push({ ...period, reading: 'spotting' });
    // Logged on the answered day itself, it is simply that period.
    else if (start.correctsAnswer && day !== given.answeredPeriod) {
      entries.push({ ...period, reading: 'corrects-answer' });
    } else if (start.kind === 'period' && start.cyclesBefore > 1) {
      const missed = (missedBefore.get(day) ?? []).map(fromDayNumber);
      entries.push({ ...period, reading: 'after-missed', missed });
    } else entries.push({ ...period, reading: 'period' });
  }
  return entries;
}
