import { planReferenceSchema, planSchema, type Plan } from '@nasl/core/plan';
import * as v from 'valibot';
import { readStorage, removeStorage, STORAGE_PREFIX, storageKeys, writeStorage } from './storage';

/**
 * The latest plan created on this device, so the plan pages can show it when they are opened without an id:
 * none, or saved (its content `null` when it cannot be read as a plan). Her answers are not kept with it:
 * the server holds them, and a second copy of her health answers on the device would serve nothing.
 */
export type LatestPlan = { kind: 'none' } | { kind: 'saved'; plan: Plan | null };

export function saveLatestPlan(plan: Plan): void {
  writeStorage(storageKeys.latestPlan, JSON.stringify(plan));
  removeStorage(RETIRED_ANSWERS_KEY);
}

/** Where earlier versions kept her answers beside the plan: removed wherever a new plan is saved. */
const RETIRED_ANSWERS_KEY = `${STORAGE_PREFIX}latest-form-data`;

/**
 * A plan answered again (re-planned after a cycle event) replaces the saved copy when it is the same plan,
 * so the plan pages opened without an id show the new dates too. Another plan's copy is left alone.
 */
export function replaceLatestPlan(plan: Plan): void {
  const saved = readLatestPlan();
  if (saved.kind !== 'saved' || saved.plan?.id !== plan.id) return;
  writeStorage(storageKeys.latestPlan, JSON.stringify(v.parse(planSchema, plan)));
}

/** Something that names a plan counts as saved; its content is read with the plan's schema. */
export function parseStoredPlan(text: string | null): LatestPlan {
  let stored: unknown;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    return { kind: 'none' };
  }
  if (!v.is(planReferenceSchema, stored)) return { kind: 'none' };
  const plan = v.safeParse(planSchema, stored);
  return { kind: 'saved', plan: plan.success ? plan.output : null };
}

export function readLatestPlan(): LatestPlan {
  return parseStoredPlan(readStorage(storageKeys.latestPlan));
}
