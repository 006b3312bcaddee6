/**
 * Simulated women for `npm run bench:cycles`: their TRUE cycles over the plan's three months, drawn from
 * published distributions, and what they answer and log, with the slips real logging has. Nothing here
 * reads the plan engine: the women are the same whatever the engine does with them.
 *
 * Sources (docs/plan-method.md, section 4, "Measuring the model"):
 * - usual cycle length: mean 29.3 days (Bull et al., npj Digit Med 2019, 612,613 cycles); spread between
 *   women 2.6 days, so that with the cycle-to-cycle spread below all cycles vary by about 3.4 days, as
 *   Fehring, Schneider & Raviele measured (JOGNN 2006: 28.9 ± 3.4 days);
 * - luteal phase: 12.4 days on average, 7-17 (Bull 2019; Fehring 2006: 12.4 ± 2.0), steady in one woman
 *   (Lenton et al., BJOG 1984); the follicular phase carries most of the variation (Fehring 2006), about
 *   2 days in a typical woman and 4 in a variable one (Creinin et al., Contraception 2004: many women who
 *   call themselves regular vary by 7 days or more);
 * - about 1 cycle in 25 with ovulation delayed by 8 to 22 days (a long cycle);
 * - ovulation 24-36 hours after the start of the LH surge (WHO Task Force, Am J Obstet Gynecol 1980).
 * Logging, as issue 41 describes real use: answered length off by 0-4 days, answered last period by 0-2;
 * about 10 % of periods not logged; about 5 % of cycles with a spotting entry (mid-cycle or just before
 * the period); about 30 % of women logging LH tests, with some false positives.
 */
import { addDays, addMonths, type CivilDate, diffDays, PLAN_LENGTH_MONTHS } from '@nasl/core';
import { seededRandom } from '../../seeded-random.ts';

export interface TrueCycle {
  /** Days from the plan's reference day (day 0 = 2026-01-01) of cycle day 1. */
  start: number;
  /** Ovulation day (same count). */
  ovulation: number;
  /** First day of the next cycle. */
  end: number;
  periodLength: number;
  /** First day her LH test can show the surge. */
  surge: number;
  outlier: boolean;
}

export interface LoggedEvent {
  type: 'period-start' | 'lh-positive';
  day: number;
  /** What it truly was: the start of a period, spotting, the surge, or a false positive. */
  truth: 'period' | 'spotting' | 'surge' | 'false-positive';
}

export interface SimulatedWoman {
  usualLength: number;
  luteal: number;
  follicularSd: number;
  periodLength: number;
  cycles: TrueCycle[];
  planStart: number;
  planEnd: number;
  answeredLength: number;
  answeredPeriod: number;
  logsLh: boolean;
  events: LoggedEvent[];
}

export const REFERENCE_DAY: CivilDate = '2026-01-01';
export const dateOf = (day: number): CivilDate => addDays(REFERENCE_DAY, day);

function normal(random: () => number): number {
  // Box-Muller.
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

export function simulateWomen(count: number, seed: number): SimulatedWoman[] {
  const rng = seededRandom(seed);
  const random = rng.next;
  const gauss = (mean: number, sd: number) => mean + sd * normal(random);
  const chance = (p: number) => random() < p;
  return Array.from({ length: count }, () => {
    const usualLength = clamp(gauss(29.3, 2.6), 21, 40);
    const luteal = clamp(gauss(12.4, 1.5), 9, 16);
    const follicularSd = Math.exp(gauss(Math.log(2), 0.35));
    const periodLength = clamp(Math.round(gauss(5, 1)), 3, 8);
    // Her cycles from well before the plan to well after it.
    const firstStart = rng.integer(0, 400);
    const cycles: TrueCycle[] = [];
    let start = firstStart;
    while (start < firstStart + 420) {
      const outlier = chance(0.04);
      const follicular = Math.max(
        Math.round(gauss(usualLength - luteal, follicularSd)) + (outlier ? rng.integer(8, 22) : 0),
        periodLength + 3,
      );
      const lutealDays = clamp(Math.round(gauss(luteal, 1)), 7, 17);
      const ovulation = start + follicular - 1;
      const end = ovulation + lutealDays + 1;
      const bleeding = clamp(periodLength + (chance(0.3) ? rng.pick([-1, 1]) : 0), 2, 10);
      cycles.push({
        start,
        ovulation,
        end,
        periodLength: bleeding,
        surge: ovulation - (chance(0.7) ? 1 : 2),
        outlier,
      });
      start = end;
    }
    // She fills the questionnaire on any day of a cycle after the first few.
    const current = cycles[rng.integer(2, 4)]!;
    const planStart = rng.integer(current.start, current.end - 1);
    const planEnd = planStart + diffDays(addMonths(dateOf(planStart), PLAN_LENGTH_MONTHS), dateOf(planStart));
    const lengthOff = rng.integer(0, 4) * (chance(0.5) ? 1 : -1);
    const answeredLength = clamp(Math.round(usualLength) + lengthOff, 21, 35);
    const dateOff = rng.integer(0, 2) * (chance(0.5) ? 1 : -1);
    const answeredPeriod = Math.min(current.start + dateOff, planStart + 1);
    const logsLh = chance(0.3);

    const events: LoggedEvent[] = [];
    for (const cycle of cycles) {
      if (cycle.start >= planStart && cycle.start < planEnd && chance(0.9)) {
        events.push({ type: 'period-start', day: cycle.start, truth: 'period' });
      }
      if (chance(0.05)) {
        const day = chance(0.5) ? cycle.ovulation + rng.integer(-2, 2) : cycle.end - rng.integer(1, 3);
        events.push({ type: 'period-start', day, truth: 'spotting' });
      }
      if (logsLh) {
        // She tests daily from cycle day 8 (after the bleeding) to day 25 and logs the first positive.
        for (let day = cycle.start + Math.max(7, cycle.periodLength); day < cycle.start + 25; day++) {
          if (day >= cycle.end) break;
          if (day < cycle.surge && chance(0.004)) {
            events.push({ type: 'lh-positive', day, truth: 'false-positive' });
            break;
          }
          if (day === cycle.surge || day === cycle.surge + 1) {
            if (chance(0.85)) {
              events.push({ type: 'lh-positive', day, truth: 'surge' });
              break;
            }
          }
        }
      }
    }
    return {
      usualLength,
      luteal,
      follicularSd,
      periodLength,
      cycles,
      planStart,
      planEnd,
      answeredLength,
      answeredPeriod,
      logsLh,
      // What she can log: during her plan, never before the period she answered (the API refuses it).
      events: events
        .filter((event) => event.day >= planStart && event.day < planEnd && event.day >= answeredPeriod)
        .sort((a, b) => a.day - b.day),
    };
  });
}
