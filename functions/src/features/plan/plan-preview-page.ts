import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { DEFAULT_LANGUAGE, isValidId } from '@nasl/core';
import type { PlanPageData, PlanPreviewRenderer } from '@nasl/core/plan-page';
import { findPlan } from '../../data/plans.ts';
import { planPreviewRenderer } from '../../lib/web-render.ts';
import { planDetails } from './plan-details.ts';

/**
 * The locked preview of the plan the address names, when the signed-in person owns it and has not paid:
 * what GET /api/plans/{id} would answer them, rendered into the page. Null for anyone and anything else
 * (a guest, an admin, whom the page sends to /results, another person's plan, an unlocked plan, an id that
 * names nothing): they get the shell, and the page asks the API as it always does, which says why.
 */
async function lockedPreviewData(req: Request, search: URLSearchParams): Promise<PlanPageData | null> {
  const viewer = req.viewer;
  // The page reads its id the same way (web/src/features/plan/utils/plan-source.ts).
  const id = search.get('id')?.trim();
  if (!viewer || viewer.user.isAdmin || !id || !isValidId(id)) return null;
  const plan = await findPlan(id);
  if (!plan || plan.doc.userId !== viewer.uid) return null;
  const details = planDetails(plan, viewer, DEFAULT_LANGUAGE);
  if (!details.locked) return null;
  return { authStatus: { isAuthenticated: true, user: viewer.user }, plan: details };
}

async function pageFor(req: Request, renderer: PlanPreviewRenderer): Promise<string> {
  const search = new URL(req.originalUrl, 'http://page.invalid').search;
  try {
    const data = await lockedPreviewData(req, new URLSearchParams(search));
    if (data) return await renderer.renderPlanPreview(search, data);
  } catch (error) {
    // The shell still works: the page then asks the API for the plan, as it does offline or for a guest.
    logger.error('The plan preview could not be rendered; the shell was sent', { error: String(error) });
  }
  return renderer.planPreviewShell();
}

/**
 * GET /plan-preview: Hosting passes the page's address to the function (firebase.json), which answers its
 * document. The person's own locked preview is rendered on the server, the page's largest content painted
 * with its HTML (personal, so never cached: the app's no-store applies).
 */
export async function planPreviewPage(req: Request, res: Response): Promise<void> {
  const renderer = await planPreviewRenderer();
  res.type('html').send(await pageFor(req, renderer));
}
