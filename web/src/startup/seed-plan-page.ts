import { planPageDataSchema, type PlanPageData } from '@nasl/core/plan-page';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import { planQueryKey } from '@/hooks/use-plan';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';

/**
 * A plan page the server rendered with its plan: the session and the plan it was rendered with go into the
 * query cache before the page hydrates, so the first render is the server's, element for element, and
 * neither is asked for again. Data that does not read as the API's answers is left out (and logged): the
 * page then asks for both, as the pre-rendered shell does.
 */
export function seedPlanPage(client: QueryClient, json: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    console.error('The page carries unreadable plan data', error);
    return;
  }
  const result = v.safeParse(planPageDataSchema, parsed);
  if (!result.success) {
    console.error('The page carries plan data that is not a plan', v.flatten(result.issues));
    return;
  }
  seedPlanPageCache(client, result.output);
}

/** The answers a plan page was rendered with, under the keys the API's answers are kept at. */
export function seedPlanPageCache(client: QueryClient, data: PlanPageData): void {
  client.setQueryData(authStatusQueryKey, data.authStatus);
  client.setQueryData(planQueryKey(data.plan.id, PRERENDERED_LANGUAGE), data.plan);
}
