import * as v from 'valibot';
import { planAnswerSchema } from './partner.ts';
import { authStatusSchema } from './user.ts';

/**
 * What a plan page rendered on the server carries for the browser, which hydrates it: the session and the
 * plan it was rendered with, the same answers GET /api/auth/me and GET /api/plans/{id} give (her plan, or
 * her husband's view of it).
 */
export const planPageDataSchema = v.object({
  authStatus: authStatusSchema,
  plan: planAnswerSchema,
});
export type PlanPageData = v.InferOutput<typeof planPageDataSchema>;

/** The pages the function renders with the person's plan in them: the locked preview, and the plan itself. */
export const SERVER_RENDERED_PLAN_PAGES = ['/plan-preview', '/results'] as const;
export type ServerRenderedPlanPage = (typeof SERVER_RENDERED_PLAN_PAGES)[number];

/**
 * The web's server entry (web/src/startup/server/plan-page.tsx), built with the web app and loaded by the
 * function that answers the plan pages.
 */
export interface PlanPageRenderer {
  /** The page's document with this person's plan in it (the address's query is `search`). */
  renderPlanPage(path: ServerRenderedPlanPage, search: string, data: PlanPageData): Promise<string>;
  /** The page's shell: what everyone else gets, the same file the service worker keeps. */
  planPageShell(path: ServerRenderedPlanPage): string;
}
