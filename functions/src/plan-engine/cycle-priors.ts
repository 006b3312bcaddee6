import type { PeriodReading } from '@nasl/core';

/**
 * What the cycle model (cycle-model.ts) takes as known before her entries: published distributions of cycle
 * and luteal lengths, and how often an entry misleads. Units are days; dates are day numbers.
 */
export const CYCLE_PRIORS = {
  /** Mean cycle length, 612,613 cycles (Bull et al., npj Digit Med 2019). */
  usualLength: 29.3,
  /**
   * How far one woman's usual length may lie from the mean: wide (cycles of 21 to 35 days are all usual),
   * so that her own answer and cycles decide.
   */
  usualLengthSd: 6,
  /**
   * How far one cycle lies from her usual length, and how much of that is in the follicular phase, where
   * most of the variation lies (Fehring 2006): women differ, many fairly regular and many varying by a week
   * or more (Creinin 2004). The model finds which she is from her own cycles.
   */
  spreads: [
    { share: 0.6, cycleSd: 1.8, follicularSd: 1.4 },
    { share: 0.4, cycleSd: 3.4, follicularSd: 3.2 },
  ],
  /** Mean luteal phase, from the day after ovulation to the day before the next period (Bull 2019; Fehring 2006). */
  luteal: 12.4,
  /** How far one woman's luteal phase lies from the mean (Fehring 2006: 12.4 ± 2.0 over all cycles). */
  lutealSd: 1.6,
  /** One cycle's luteal phase against her own: it is steady (Lenton et al., BJOG 1984). */
  lutealCycleSd: 1.2,
  /**
   * Her answered length, as one observation of her usual length: a remembered figure, often days off
   * (Small et al., Ann Epidemiol 2007), so that two or three logged cycles outweigh it.
   */
  answerSd: 4.5,
  /** Her answered last period date: a remembered date. */
  answerDateSd: 1.5,
  /** A cycle far from her usual one (delayed ovulation, a cycle without ovulation). */
  outlierCycleShare: 0.05,
  /** A logged period start that is bleeding between periods, not a period (FIGO 2018). */
  spottingShare: 0.07,
  /** A period she does not log. */
  missedLogShare: 0.1,
  /** A logged positive LH test that does not announce ovulation (a false positive). */
  falseLhShare: 0.07,
  /** A logged start under 15 days after the answered last period is that period: the answer was off. */
  correctionShare: 0.3,
} as const;

/** How much one woman's cycles vary (one of `CYCLE_PRIORS.spreads`). */
export interface Spread {
  share: number;
  cycleSd: number;
  follicularSd: number;
}

/** An outlier cycle: ovulation delayed by one to three weeks (or absent). */
export const OUTLIER = { shift: 14, sd: 7 } as const;
/** The days a false positive may fall on: any of the days she tests. */
export const FALSE_LH_DAY_DENSITY = 1 / 20;
/** Positive tests this close to the one before are the same surge. */
export const SAME_SURGE_DAYS = 3;
/** A correction of the answered date lies at most this many days after it. */
export const MAX_CORRECTION_DAYS = 14;
/** Usual lengths the model considers. */
export const USUAL_LENGTH_GRID = { from: 21, to: 45, step: 0.5 } as const;
export const MAX_MISSED = 2;
/** The first search over usual lengths, in days; then half days around its best. */
export const COARSE_STEP = 3;
/** At most this many logged starts in a row are read as spotting. */
export const MAX_SPOTTING_IN_A_ROW = 3;

export interface PeriodStartInput {
  day: number;
  /** Her say over this entry, which the model keeps. */
  reading?: PeriodReading;
}

export interface CycleModelInput {
  answeredPeriod: number;
  answeredLength: number;
  periodLength: number;
  /** Sorted, one per day, none before the answered period. */
  periodStarts: readonly PeriodStartInput[];
  /** Sorted, one per day, none before the answered period. */
  lhPositives: readonly number[];
}
