import * as v from 'valibot';
import { planDetailsSchema } from './plan.ts';
import { authStatusSchema } from './user.ts';

/**
 * What a plan page rendered on the server carries for the browser, which hydrates it: the session and the
 * plan it was rendered with, the same answers GET /api/auth/me and GET /api/plans/{id} give.
 */
export const planPageDataSchema = v.object({
  authStatus: authStatusSchema,
  plan: planDetailsSchema,
});
export type PlanPageData = v.InferOutput<typeof planPageDataSchema>;

/**
 * The web's server entry (web/src/startup/server/plan-preview-page.tsx), built with the web app and loaded by the
 * function that answers /plan-preview.
 */
export interface PlanPreviewRenderer {
  /** The page's document with this person's locked preview in it (the address's query is `search`). */
  renderPlanPreview(search: string, data: PlanPageData): Promise<string>;
  /** The page's shell: what everyone else gets, the same file the service worker keeps. */
  planPreviewShell(): string;
}
