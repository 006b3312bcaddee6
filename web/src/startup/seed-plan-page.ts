import { renderedPageDataSchema, type RenderedPageData } from '@nasl/core/rendered-page';
import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import { overviewQueryKey } from '@/features/admin/api/get-overview';
import { planQueryKey } from '@/hooks/use-plan';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';

/**
 * A page the server rendered with its data (the session, and a plan page's plan): what it was rendered with
 * goes into the query cache before the page hydrates, so the first render is the server's, element for
 * element, and none of it is asked for again. Data that does not read as the API's answers is left out (and
 * logged): the page then asks for it, as the pre-rendered shell does.
 */
export function seedPlanPage(client: QueryClient, json: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    console.error('The page carries unreadable data', error);
    return;
  }
  const result = v.safeParse(renderedPageDataSchema, parsed);
  if (!result.success) {
    console.error("The page carries data that is not the API's answers", v.flatten(result.issues));
    return;
  }
  seedPlanPageCache(client, result.output);
}

/** The answers a page was rendered with, under the keys the API's answers are kept at. */
export function seedPlanPageCache(client: QueryClient, data: RenderedPageData): void {
  client.setQueryData(authStatusQueryKey, data.authStatus);
  if (data.plan) client.setQueryData(planQueryKey(data.plan.id, PRERENDERED_LANGUAGE), data.plan);
  if (data.adminOverview) client.setQueryData(overviewQueryKey, data.adminOverview);
}
