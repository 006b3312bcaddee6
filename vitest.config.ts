import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API test files that act on the whole stack, so nothing else may run meanwhile: the dashboard's figures
 * compared before and after (every sign-up, payment and refund of the stack counts in them), and the reminder
 * scheduler run at moved clocks (it sends every person's due reminders, not only the test's).
 */
const STACK_WIDE_API_FILES = [
  'tests/api/admin-trends.test.ts',
  'tests/api/refunds.test.ts',
  'tests/api/reminders.test.ts',
  // GET /api/stats and /api/admin/overview before and after.
  'tests/api/admin.test.ts',
  // GET /api/admin/outcomes before and after.
  'tests/api/guarantee-claims.test.ts',
  // The chat's global daily cap, one counter for everyone, unchanged by refused messages.
  'tests/api/client-address.test.ts',
];

/**
 * The API files that take longest, started first so that the others fill the workers beside them: started
 * last, the fuzz alone would keep the run going for minutes (Vitest otherwise starts the files that failed
 * last time first, then the longest of the last run, then the largest).
 */
const LONGEST_API_FILES = [
  'tests/api/fuzz.test.ts',
  'tests/api/deletion-leaves-nothing.test.ts',
  'tests/api/payments.test.ts',
  'tests/api/cycle-readings.test.ts',
];

class LongestApiFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      LONGEST_API_FILES.findIndex((name) => file.moduleId.endsWith(name));
    const sorted = await super.sort(files);
    const long = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...sorted.filter((file) => rank(file) < 0)];
  }
}

/** The other API files at the same time: measured on a 2-core machine (docs/local-development.md). */
const API_WORKERS = Number(process.env.NASL_API_WORKERS ?? 3);

export default defineConfig({
  test: {
    sequence: { sequencer: LongestApiFilesFirst },
    projects: [
      {
        // The web app's own import alias (web/vite.config.ts), so its modules load in unit tests too.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          // Table-driven engine tests run thousands of cases; a busy 2-core machine needs the headroom.
          testTimeout: 20_000,
          include: [
            'core/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: STACK_WIDE_API_FILES,
          environment: 'node',
          // The files share one local stack and run at the same time: each counts, throttles and breaks only
          // what belongs to its own people (its own e-mails, plans, client addresses, stand-in switches).
          maxWorkers: API_WORKERS,
          sequence: { groupOrder: 2 },
          // Beside the other files, a request may wait for the Functions emulator to start another worker.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-stack-wide',
          include: STACK_WIDE_API_FILES,
          environment: 'node',
          // Alone on the stack, one after another, before the others start. (Vitest runs a serial project
          // of group 0 after every numbered group, hence 1.)
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // The run's first overlapping requests are here: the Functions emulator starts another worker.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
