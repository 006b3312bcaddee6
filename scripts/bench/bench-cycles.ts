/**
 * `npm run bench:cycles`: the plan's attempt dates judged against simulated women's TRUE cycles
 * (scripts/bench/cycles/population.ts), never against the engine's own rules. Each woman follows her plan
 * day by day: on each day, the plan as re-planned from what she had logged by then says whether it is an
 * attempt day. Printed per class of women and per target:
 * - in window: the share of attempt dates inside the method's window around her TRUE ovulation (boy: the
 *   ovulation day and the day before; girl: 4 to 2 days before);
 * - bleeding: the share on a day she truly bleeds; logged bleeding: dates on a day her own entries said
 *   she bleeds (the model must have none);
 * - dates a cycle: how many attempt dates a true cycle of the plan got.
 * Side by side: the answer alone (floor), the engine before the cycle model, the cycle model, a calendar
 * that knows her true usual length and luteal phase and every period start as it comes (calendar
 * ceiling), the same calendar with the mean luteal phase instead of hers (luteal unknown: what period
 * dates can tell at best), and an oracle that knows each true ovulation (ceiling).
 *
 *   npm run bench:cycles -- [--women 10000] [--seed 41]
 */
import { type CivilDate, diffDays, type TargetGender } from '@nasl/core';
import { planSchedule } from '../../functions/src/plan-engine/schedule.ts';
import { planSchedule as planScheduleBefore } from './cycles/engine-before/schedule.ts';
import { dateOf, type SimulatedWoman, simulateWomen, type TrueCycle } from './cycles/population.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const WOMEN = argument('women', 10_000);
const SEED = argument('seed', 41);

const WINDOW: Record<TargetGender, readonly number[]> = { boy: [1, 0], girl: [4, 3, 2] };
const STRATEGIES = [
  'answer alone',
  'engine before',
  'cycle model',
  'luteal unknown',
  'calendar ceiling',
  'oracle',
] as const;
type Strategy = (typeof STRATEGIES)[number];

interface Tally {
  women: number;
  cycles: number;
  dates: number;
  inWindow: number;
  bleeding: number;
  loggedBleeding: number;
  cyclesHit: number;
}
const emptyTally = (): Tally => ({
  women: 0,
  cycles: 0,
  dates: 0,
  inWindow: 0,
  bleeding: 0,
  loggedBleeding: 0,
  cyclesHit: 0,
});

const dayNumberOf = (date: CivilDate) => diffDays(date, dateOf(0));

/** Her attempt days when she follows an engine's plan: each day, the plan from what she logged by then. */
function followedDates(
  woman: SimulatedWoman,
  target: TargetGender,
  engine: typeof planSchedule | typeof planScheduleBefore,
  useEvents: boolean,
): number[] {
  const logged = useEvents ? woman.events : [];
  const dates: number[] = [];
  const answers = {
    target,
    lastPeriodDate: dateOf(woman.answeredPeriod),
    cycleLength: woman.answeredLength,
    periodLength: woman.periodLength,
    planStartDate: dateOf(woman.planStart),
  };
  // The plan changes only on the days she logs something: one schedule for each stretch between them.
  const changeDays = [...new Set(logged.map((event) => event.day))];
  const bounds = [woman.planStart, ...changeDays.filter((day) => day > woman.planStart), woman.planEnd];
  for (let index = 0; index < bounds.length - 1; index++) {
    const from = bounds[index]!;
    const to = bounds[index + 1]!;
    const events = logged
      .filter((event) => event.day <= from)
      .map((event, position) => ({ id: `e${position}`, type: event.type, date: dateOf(event.day) }));
    const schedule = engine({ ...answers, events });
    for (const attempt of schedule.attempts) {
      const day = dayNumberOf(attempt.date);
      if (day >= from && day < to) dates.push(day);
    }
  }
  return dates;
}

/**
 * Dates from what only the simulation knows: each true ovulation (oracle), or every period start as it
 * comes with her true usual length and her true luteal phase (calendar ceiling) or the mean luteal phase
 * of 12.4 days, which period dates alone cannot tell apart from hers (luteal unknown).
 */
function knowingDates(
  woman: SimulatedWoman,
  target: TargetGender,
  knows: 'ovulation' | 'luteal' | 'length',
): number[] {
  const dates: number[] = [];
  for (const cycle of woman.cycles) {
    const luteal = knows === 'length' ? 12.4 : woman.luteal;
    const ovulation =
      knows === 'ovulation' ? cycle.ovulation : cycle.start + Math.round(woman.usualLength - luteal) - 1;
    for (const before of WINDOW[target]) {
      const day = ovulation - before;
      if (day < cycle.start + cycle.periodLength || day >= cycle.end) continue;
      if (day >= woman.planStart && day < woman.planEnd) dates.push(day);
    }
  }
  return dates;
}

function tally(woman: SimulatedWoman, target: TargetGender, dates: number[], into: Tally) {
  const cycleOf = (day: number): TrueCycle =>
    woman.cycles.find((cycle) => day >= cycle.start && day < cycle.end)!;
  const loggedBleeding = new Set<number>();
  for (const event of woman.events) {
    if (event.type !== 'period-start') continue;
    // The day she logged, and for a real period the days her answered period length gives.
    if (event.truth === 'spotting') loggedBleeding.add(event.day);
    else for (let day = event.day; day < event.day + woman.periodLength; day++) loggedBleeding.add(day);
  }
  const inPlan = woman.cycles.filter((cycle) => cycle.end > woman.planStart && cycle.start < woman.planEnd);
  const hit = new Set<TrueCycle>();
  into.women++;
  into.cycles += inPlan.length;
  for (const day of dates) {
    const cycle = cycleOf(day);
    into.dates++;
    if (WINDOW[target].some((before) => cycle.ovulation - before === day)) {
      into.inWindow++;
      hit.add(cycle);
    }
    if (day < cycle.start + cycle.periodLength) into.bleeding++;
    if (loggedBleeding.has(day)) into.loggedBleeding++;
  }
  into.cyclesHit += hit.size;
}

/** The classes a woman belongs to (a woman may be in several). */
function classesOf(woman: SimulatedWoman): string[] {
  const inPlan = woman.cycles.filter((cycle) => cycle.end > woman.planStart && cycle.start < woman.planEnd);
  const logged = new Set(woman.events.filter((e) => e.truth === 'period').map((e) => e.day));
  const missed = inPlan.some((cycle) => cycle.start >= woman.planStart && !logged.has(cycle.start));
  const spotting = woman.events.some((e) => e.truth === 'spotting');
  const outlier = inPlan.some((cycle) => cycle.outlier);
  const answerOff = Math.abs(woman.answeredLength - woman.usualLength) >= 3;
  const classes = ['all', woman.logsLh ? 'logs LH tests' : 'no LH tests'];
  if (missed) classes.push('a period not logged');
  if (spotting) classes.push('a spotting entry');
  if (outlier) classes.push('a long cycle');
  if (answerOff) classes.push('answer off by 3+ days');
  if (woman.usualLength < 26) classes.push('usual length < 26');
  if (woman.usualLength > 32) classes.push('usual length > 32');
  if (woman.follicularSd > 2.8) classes.push('variable cycles');
  if (!missed && !spotting && !outlier && !answerOff) classes.push('textbook logging');
  return classes;
}

const started = performance.now();
const women = simulateWomen(WOMEN, SEED);
const results = new Map<string, Map<Strategy, Tally>>();
const key = (target: TargetGender, group: string) => `${target}\u0000${group}`;
let cpuModel = 0;
let runsModel = 0;
women.forEach((woman, index) => {
  const target: TargetGender = index % 2 === 0 ? 'boy' : 'girl';
  const before = process.cpuUsage();
  const modelDates = followedDates(woman, target, planSchedule, true);
  const used = process.cpuUsage(before);
  cpuModel += (used.user + used.system) / 1000;
  runsModel += 1 + new Set(woman.events.map((e) => e.day)).size;
  const dates: Record<Strategy, number[]> = {
    'answer alone': followedDates(woman, target, planScheduleBefore, false),
    'engine before': followedDates(woman, target, planScheduleBefore, true),
    'cycle model': modelDates,
    'luteal unknown': knowingDates(woman, target, 'length'),
    'calendar ceiling': knowingDates(woman, target, 'luteal'),
    oracle: knowingDates(woman, target, 'ovulation'),
  };
  for (const group of classesOf(woman)) {
    const k = key(target, group);
    if (!results.has(k)) results.set(k, new Map(STRATEGIES.map((s) => [s, emptyTally()])));
    for (const strategy of STRATEGIES) tally(woman, target, dates[strategy], results.get(k)!.get(strategy)!);
  }
  if ((index + 1) % 1000 === 0) process.stderr.write(`  ${index + 1} women\n`);
});

const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
console.log(
  `bench:cycles — ${WOMEN} simulated women (seed ${SEED}), half boy plans, half girl plans; ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log(
  `cycle model: ${(cpuModel / runsModel).toFixed(2)} ms CPU per re-planning (schedule only, mean of ${runsModel})`,
);
console.log(
  'Each cell: in window % / dates a cycle / on a true bleeding day % / dates on a day her entries said she bleeds.',
);
const ORDER = [
  'all',
  'no LH tests',
  'logs LH tests',
  'textbook logging',
  'a period not logged',
  'a spotting entry',
  'a long cycle',
  'answer off by 3+ days',
  'variable cycles',
  'usual length < 26',
  'usual length > 32',
];
const CELL = 22;
for (const target of ['boy', 'girl'] as const) {
  console.log(`\n${target.toUpperCase()} PLANS`);
  console.log(
    [
      'class'.padEnd(22),
      'women'.padStart(6),
      ...STRATEGIES.map((s) => s.padStart(CELL)),
      ' model against',
    ].join(' '),
  );
  for (const group of ORDER) {
    const row = results.get(key(target, group));
    if (!row) continue;
    const cells = STRATEGIES.map((strategy) => {
      const t = row.get(strategy)!;
      const text = `${share(t.inWindow, t.dates).toFixed(1)} / ${(t.dates / Math.max(t.cycles, 1)).toFixed(2)} / ${share(t.bleeding, t.dates).toFixed(1)} / ${t.loggedBleeding}`;
      return text.padStart(CELL);
    });
    const inWindow = (s: Strategy) => share(row.get(s)!.inWindow, row.get(s)!.dates);
    // Without LH tests the oracle is out of reach (the follicular phase varies): judge by the calendar ceiling.
    const ceiling: Strategy = group === 'logs LH tests' && target === 'boy' ? 'oracle' : 'calendar ceiling';
    const floor = inWindow('cycle model') >= inWindow('answer alone') ? '' : '  BELOW FLOOR';
    console.log(
      [group.padEnd(22), String(row.get('cycle model')!.women).padStart(6), ...cells].join(' ') +
        `  ${((100 * inWindow('cycle model')) / inWindow(ceiling)).toFixed(0)}% of ${ceiling}${floor}`,
    );
  }
}
