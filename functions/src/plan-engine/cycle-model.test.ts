import { describe, expect, it } from 'vitest';
import { readCycles } from './cycle-model.ts';
import { CYCLE_PRIORS, type CycleModelInput } from './cycle-priors.ts';

/** Her answers, days counted from her answered last period (day 0). */
function read(
  periodStarts: (number | { day: number; reading: 'period' | 'spotting' })[],
  lhPositives: number[] = [],
  answeredLength = 28,
) {
  const input: CycleModelInput = {
    answeredPeriod: 0,
    answeredLength,
    periodLength: 5,
    periodStarts: periodStarts.map((start) => (typeof start === 'number' ? { day: start } : start)),
    lhPositives,
  };
  return readCycles(input);
}

const kinds = (model: ReturnType<typeof read>) =>
  model.starts.map((start) =>
    start.kind === 'spotting'
      ? 'spotting'
      : start.correctsAnswer
        ? 'corrects-answer'
        : `period/${start.cyclesBefore}`,
  );

describe('her usual length', () => {
  it.each([21, 25, 28, 32, 35])(
    'from an answer of %i days alone: between the answer and the mean of 29.3, nearer the answer',
    (answer) => {
      const { usualLength, usualLengthSd } = read([], [], answer);
      expect(Math.abs(usualLength - answer)).toBeLessThan(
        Math.abs(usualLength - CYCLE_PRIORS.usualLength) + 1e-9,
      );
      expect(Math.sign(CYCLE_PRIORS.usualLength - answer)).toBe(Math.sign(usualLength - answer));
      expect(usualLengthSd).toBeGreaterThan(2);
    },
  );

  it('her logged cycles outweigh her answer: 32-day cycles answered as 28', () => {
    expect(read([32]).usualLength).toBeGreaterThan(29.5);
    expect(read([32, 64]).usualLength).toBeGreaterThan(30.5);
    expect(read([32, 64, 96]).usualLength).toBeGreaterThan(31);
    expect(read([32, 64, 96]).usualLengthSd).toBeLessThan(read([32]).usualLengthSd);
  });

  it('finds regular cycles regular and varying ones varying', () => {
    expect(read([28, 56, 84, 112]).spread).toBe(CYCLE_PRIORS.spreads[0]);
    expect(read([24, 57, 84, 119]).spread).toBe(CYCLE_PRIORS.spreads[1]);
  });

  it('names a cycle far from her usual length, and is barely moved by it', () => {
    const model = read([28, 56, 106, 134]);
    expect(model.usualLength).toBeGreaterThan(27);
    expect(model.usualLength).toBeLessThan(29.5);
  });
});

describe('how each logged start is read', () => {
  it('a start a few days after the answered one is that period: the answer was a memory', () => {
    expect(kinds(read([3]))).toEqual(['corrects-answer']);
    expect(read([3]).periods).toEqual([{ day: 3, logged: true, cyclesBefore: 0 }]);
  });

  it('a start 11 days after the answered period, then her period 17 days later: spotting, then a period', () => {
    expect(kinds(read([11, 28]))).toEqual(['spotting', 'period/1']);
  });

  it('bleeding between two periods is spotting', () => {
    expect(kinds(read([28, 41, 56]))).toEqual(['period/1', 'spotting', 'period/1']);
  });

  it('about twice her usual length between two logged periods: a period she did not log', () => {
    expect(kinds(read([28, 84, 112]))).toEqual(['period/1', 'period/2', 'period/1']);
  });

  it('her say is kept: a start she calls a period is one (and follows the one before), one she calls spotting is not', () => {
    expect(kinds(read([28, { day: 84, reading: 'period' }, 112]))).toEqual([
      'period/1',
      'period/1',
      'period/1',
    ]);
    expect(kinds(read([{ day: 28, reading: 'spotting' }, 56]))).toEqual(['spotting', 'period/2']);
    // Asked about a start 11 days after the answered period, she says it was her period: the answer was off.
    expect(kinds(read([{ day: 11, reading: 'period' }, 39]))).toEqual(['corrects-answer', 'period/1']);
  });

  it('never reads more than 3 starts in a row as spotting', () => {
    const model = read([5, 10, 15, 20, 25]);
    const longestRun = model.starts.reduce(
      (run, start) =>
        start.kind === 'spotting'
          ? { now: run.now + 1, max: Math.max(run.max, run.now + 1) }
          : { now: 0, max: run.max },
      { now: 0, max: 0 },
    );
    expect(longestRun.max).toBeLessThanOrEqual(3);
  });
});

describe('positive LH tests', () => {
  it('a positive where her cycle puts the surge is used', () => {
    expect(read([28], [41]).lh).toEqual([{ used: true }]);
  });

  it('a positive on a day she bleeds is set aside', () => {
    expect(read([28], [30]).lh).toEqual([{ used: false, reason: 'bleeding' }]);
  });

  it('a second positive of the same surge is set aside as the same surge', () => {
    expect(read([28], [41, 42]).lh).toEqual([{ used: true }, { used: false, reason: 'same-surge' }]);
  });

  it('a positive far from any ovulation her periods allow is set aside as unlikely', () => {
    // Day 9 of a cycle that ended on day 28: a luteal phase of 18 days is not hers.
    expect(read([28, 56], [37]).lh).toEqual([{ used: false, reason: 'unlikely' }]);
  });

  it('learns her luteal phase from a surge and the period after it', () => {
    // Surges on days 13 and 41, periods on 28 and 56: 13 days after ovulation each time.
    const model = read([28, 56], [13, 41]);
    expect(model.lutealCycles).toBe(2);
    expect(model.luteal).toBeGreaterThan(12.6);
    expect(model.luteal).toBeLessThan(13.2);
    expect(model.lutealSd).toBeLessThan(CYCLE_PRIORS.lutealSd);
  });
});
