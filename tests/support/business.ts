/** The admin dashboard's figures as the API answers them, for tests that compare before and after. */
import {
  addDays,
  BUSINESS_TIME_ZONE,
  TREND_FIGURES,
  todayInTimeZone,
  type AdminOverview,
  type TrendFigures,
  type Trends,
} from '@nasl/core';
import type { Client } from './http.ts';

/**
 * Yesterday to tomorrow in the business's time zone: wide enough that a test running across midnight
 * still finds what it wrote in one of the days.
 */
export function aroundToday() {
  const today = todayInTimeZone(BUSINESS_TIME_ZONE);
  return { from: addDays(today, -1), to: addDays(today, 1), today };
}

/** The sum of every bucket of the trends around today. */
export async function recentFigures(admin: Client): Promise<TrendFigures> {
  const { from, to } = aroundToday();
  const response = await admin.get<Trends>(`/api/admin/trends?from=${from}&to=${to}`);
  if (response.status !== 200) throw new Error(`GET /api/admin/trends: ${response.status}`);
  const sum = Object.fromEntries(TREND_FIGURES.map((name) => [name, 0])) as TrendFigures;
  for (const bucket of response.body.buckets) for (const name of TREND_FIGURES) sum[name] += bucket[name];
  return sum;
}

export async function overview(admin: Client): Promise<AdminOverview> {
  const response = await admin.get<AdminOverview>('/api/admin/overview');
  if (response.status !== 200) throw new Error(`GET /api/admin/overview: ${response.status}`);
  return response.body;
}

/** What changed between two readings of figures, name by name (other fields, like a currency, as they are). */
export function difference<T extends object>(after: T, before: T): T {
  const earlier = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).map(([name, value]) => [
      name,
      typeof value === 'number' ? value - Number(earlier[name] ?? 0) : value,
    ]),
  ) as T;
}

/** Waits until `check` answers something other than undefined (a webhook applied meanwhile). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
