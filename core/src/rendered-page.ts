import * as v from 'valibot';
import { adminOverviewSchema } from './admin.ts';
import { planAnswerSchema } from './partner.ts';
import { authStatusSchema } from './user.ts';

/**
 * What a page rendered on the server carries for the browser, which hydrates it: the answers it was rendered
 * with, as the API gives them. The session (GET /api/auth/me) always; a plan page also its plan
 * (GET /api/plans/{id}: her plan, or her husband's view of it), the admin dashboard its overview's counts
 * (GET /api/admin/overview).
 */
export const renderedPageDataSchema = v.object({
  authStatus: authStatusSchema,
  plan: v.optional(planAnswerSchema),
  adminOverview: v.optional(adminOverviewSchema),
});
export type RenderedPageData = v.InferOutput<typeof renderedPageDataSchema>;

/**
 * The pages the function renders with the person's data in them: the locked preview and the plan itself
 * (with her plan), the profile (with her session's record) and the admin dashboard (with its counts). Each is `rendersOnServer` in the web's route
 * table and has a rewrite to the function in firebase.json.
 */
export const SERVER_RENDERED_PAGES = ['/plan-preview', '/results', '/profile', '/admin'] as const;
export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/**
 * The web's server entry (web/src/startup/server/rendered-page.tsx), built with the web app and loaded by the
 * function that answers these pages (functions/src/lib/web-render.ts).
 */
export interface PageRenderer {
  /** The page's document with this person's data in it (the address's query is `search`). */
  renderPage(path: ServerRenderedPage, search: string, data: RenderedPageData): Promise<string>;
  /** The page's shell: what everyone else gets, the same file the service worker keeps. */
  pageShell(path: ServerRenderedPage): string;
}
