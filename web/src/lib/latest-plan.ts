import { parsePlanResponse, type PlanResponse } from './plan-data';
import { readStorage, storageKeys, writeStorage } from './storage';

/**
 * After a plan is created, the form data and the plan are kept in local storage; the plan
 * pages fall back to this copy when they are opened without an id.
 */
export function saveLatestPlan(plan: PlanResponse, formData: unknown): void {
  writeStorage(storageKeys.latestPlan, JSON.stringify(plan));
  writeStorage(storageKeys.latestFormData, JSON.stringify(formData));
}

/** The stored plan, or null when there is none or it cannot be read. */
export function parseStoredPlan(text: string | null): PlanResponse | null {
  if (!text) return null;
  try {
    return parsePlanResponse(JSON.parse(text));
  } catch {
    return null;
  }
}

export function readLatestPlan(): PlanResponse | null {
  return parseStoredPlan(readStorage(storageKeys.latestPlan));
}
