import { diffDays, type CivilDate } from '@nasl/core';
import type { PartnerDayActivity, PartnerPlanDay } from '@nasl/core/partner';

/** A run of consecutive days that ask the same of him (e.g. the days without intercourse). */
export interface DayRun {
  from: CivilDate;
  to: CivilDate;
  ramadan: boolean;
}

/** The runs of consecutive days with `activity`, in order. */
export function dayRuns(days: readonly PartnerPlanDay[], activity: PartnerDayActivity): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of days) {
    if (!day.activities.includes(activity)) continue;
    const last = runs.at(-1);
    if (last && diffDays(day.date, last.to) === 1) {
      last.to = day.date;
      last.ramadan ||= day.ramadan;
    } else {
      runs.push({ from: day.date, to: day.date, ramadan: day.ramadan });
    }
  }
  return runs;
}

/** What today asks of him: his lines (attempt first), or `rest`; before and after the plan, said so. */
export type PartnerToday =
  | { kind: 'before-start'; start: CivilDate }
  | { kind: 'ended' }
  | { kind: 'day'; lines: (PartnerDayActivity | 'rest')[]; ramadan: boolean; nextAttempt: CivilDate | null };

const ORDER: readonly PartnerDayActivity[] = ['attempt', 'abstain', 'avoid'];

export function partnerToday(days: readonly PartnerPlanDay[], today: CivilDate): PartnerToday {
  const first = days[0];
  if (first && today < first.date) return { kind: 'before-start', start: first.date };
  const day = days.find((entry) => entry.date === today);
  if (!day) return { kind: 'ended' };
  const lines = ORDER.filter((activity) => day.activities.includes(activity));
  const nextAttempt =
    days.find((entry) => entry.date > today && entry.activities.includes('attempt'))?.date ?? null;
  return { kind: 'day', lines: lines.length > 0 ? lines : ['rest'], ramadan: day.ramadan, nextAttempt };
}
