import { defineConfig, devices } from '@playwright/test';
import { PLAN_TIME_ZONE } from '@nasl/core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const baseURL = process.env.NASL_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // Under CI a failed test runs once more, to tell a flaky test from a broken one in the report; either
  // fails the run: a test that passes only on its retry is a finding, not a pass.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  timeout: 60_000,
  // The local Functions emulator starts a new worker process whenever more requests overlap than ever
  // before in the run: 2-4 s on a quiet machine, over 10 s under the suite's own load (a session check was
  // seen to take longer than 10 s). A longer wait costs time only when a test fails.
  expect: { timeout: 20_000 },
  // npm test names the JSON report's file (PLAYWRIGHT_JSON_OUTPUT_FILE); run alone, only the list.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    // Other suites fake the network per page (page.route), which a service worker would bypass; the
    // offline suite turns workers on for itself.
    serviceWorkers: 'block',
    // The pages' clock starts on the run's "today" in the plans' time zone (the fixtures); a page on another
    // zone's calendar would be a day behind it for the hours between the two midnights.
    timezoneId: PLAN_TIME_ZONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
});
