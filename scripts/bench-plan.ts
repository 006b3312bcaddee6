/**
 * Plan-engine benchmark: a plan must take less than 5 ms of CPU (the budget in docs/architecture.md).
 * Generates plans for a few thousand varied, valid answer sets (mothers of 18 to 49, whose plans carry
 * the whole method; with or without health answers) and prints the throughput and the CPU time per plan
 * (process.cpuUsage, user + system); then the same for re-planning, what logging a cycle event costs the
 * server: the plan in both languages from its answers and 12 logged events (6 period starts, 6 positive
 * LH tests). Exits 1 when either p99 is over budget.
 *
 *   npx tsx scripts/bench-plan.ts [count]
 */
import {
  ACTIVITY_LEVELS,
  addDays,
  BLOOD_TYPES,
  DIETS,
  ENVIRONMENTAL_FACTORS,
  type EnvironmentalFactor,
  HEALTH_CONDITIONS,
  type HealthCondition,
  type Language,
  type QuestionnaireAnswers,
  questionnaireSchema,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
  TARGET_GENDERS,
  validate,
} from '@nasl/core';
import { buildPlan, buildPlans } from '../functions/src/plan-engine/build-plan.ts';
import type { CycleEventInput } from '../functions/src/plan-engine/cycle.ts';
import { seededRandom } from './seeded-random.ts';

const BUDGET_MS = 5;
const LOGGED_EVENTS = 12;
const WARM_UP_PLANS = 500;
const PLAN_COUNT = Number(process.argv[2] ?? 5000);

interface BenchCase {
  answers: QuestionnaireAnswers;
  planStartDate: string;
  lang: Language;
  /** What she might have logged by the end of the plan: a period start and a positive test per cycle. */
  events: CycleEventInput[];
}

function makeCases(count: number): BenchCase[] {
  const { next: random, integer, pick } = seededRandom(20260301);
  const exposures = ENVIRONMENTAL_FACTORS.filter((factor) => factor !== 'none');

  return Array.from({ length: count }, (): BenchCase => {
    const planStartDate = addDays('2026-01-01', integer(0, 730));
    const chosen = exposures.filter(() => random() < 0.15);
    const environmentalFactors: EnvironmentalFactor[] = chosen.length > 0 ? chosen : ['none'];
    const hadPregnancies = random() < 0.5;
    const conditions = HEALTH_CONDITIONS.filter((condition) => condition !== 'none' && random() < 0.1);
    const healthAnswer =
      random() < 0.2
        ? {}
        : { healthConditions: conditions.length > 0 ? conditions : (['none'] as HealthCondition[]) };
    const answers: QuestionnaireAnswers = {
      gender: pick(TARGET_GENDERS),
      cycleLength: integer(21, 35),
      periodLength: integer(2, 10),
      motherBloodType: pick(BLOOD_TYPES),
      fatherBloodType: pick(BLOOD_TYPES),
      motherDiet: pick(DIETS),
      motherActivity: pick(ACTIVITY_LEVELS),
      // From 50 a plan has no method: far cheaper, so it would flatter the figures.
      motherAge: integer(18, 49),
      fatherAge: integer(18, 90),
      lastPeriodDate: addDays(planStartDate, -integer(-1, 365)),
      motherHeight: integer(140, 220),
      fatherHeight: integer(150, 230),
      motherWeight: integer(40, 150),
      fatherWeight: integer(50, 200),
      previousPregnancies: hadPregnancies ? 'yes' : 'no',
      previousPregnanciesCount: hadPregnancies ? integer(1, 15) : null,
      stressLevel: pick(STRESS_LEVELS),
      sleepPattern: pick(SLEEP_PATTERNS),
      environmentalFactors,
      ...healthAnswer,
    };
    const checked = validate(questionnaireSchema(planStartDate), answers);
    if (!checked.ok) throw new Error(`Bench input is invalid: ${JSON.stringify(checked.issues)}`);
    const events: CycleEventInput[] = [];
    for (let period = answers.lastPeriodDate; events.length < LOGGED_EVENTS;) {
      period = addDays(period, answers.cycleLength + integer(-3, 3));
      events.push({ type: 'period-start', date: period });
      events.push({ type: 'lh-positive', date: addDays(period, answers.cycleLength - 15 + integer(-3, 3)) });
    }
    return { answers: checked.data, planStartDate, lang: random() < 0.5 ? 'ar' : 'en', events };
  });
}

function cpuMicros(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return used.user + used.system;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const ms = (micros: number) => `${(micros / 1000).toFixed(3)} ms`;

interface Measure {
  label: string;
  run: (benchCase: BenchCase) => number;
}

const MEASURES: Measure[] = [
  {
    label: 'new plan, one language',
    run: ({ answers, planStartDate, lang }) =>
      buildPlan(answers, planStartDate, lang).intercourse.dates.length,
  },
  {
    label: `re-planning, ${LOGGED_EVENTS} events, both languages`,
    run: ({ answers, planStartDate, events }) =>
      buildPlans(answers, planStartDate, events).en.intercourse.dates.length,
  },
];

const cases = makeCases(PLAN_COUNT);
let checksum = 0;
let withinBudget = true;
console.log(
  `bench:plan — ${PLAN_COUNT} varied answer sets (${WARM_UP_PLANS} warm-up plans first), Node ${process.version}`,
);
for (const { label, run } of MEASURES) {
  for (const benchCase of cases.slice(0, WARM_UP_PLANS)) checksum += run(benchCase);

  const wallStart = process.hrtime.bigint();
  for (const benchCase of cases) checksum += run(benchCase);
  const wallSeconds = Number(process.hrtime.bigint() - wallStart) / 1e9;

  const cpuPerPlan = cases.map((benchCase) => {
    const start = process.cpuUsage();
    checksum += run(benchCase);
    return cpuMicros(start);
  });
  const sorted = [...cpuPerPlan].sort((a, b) => a - b);
  const mean = cpuPerPlan.reduce((sum, micros) => sum + micros, 0) / cpuPerPlan.length;
  const p99 = percentile(sorted, 0.99);
  const ok = p99 < BUDGET_MS * 1000;
  withinBudget &&= ok;

  console.log(`\n${label}`);
  console.log(`  throughput     ${Math.round(PLAN_COUNT / wallSeconds).toLocaleString('en-US')} plans/s`);
  console.log(
    `  CPU per plan   mean ${ms(mean)}   p50 ${ms(percentile(sorted, 0.5))}   p99 ${ms(p99)}   max ${ms(sorted.at(-1) ?? 0)}`,
  );
  console.log(`  budget         < ${BUDGET_MS} ms per plan: ${ok ? 'OK' : 'OVER BUDGET'}`);
}
console.log(`\n(checksum ${checksum} dates)`);
process.exitCode = withinBudget ? 0 : 1;
