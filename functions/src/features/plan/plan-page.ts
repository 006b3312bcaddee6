import { DEFAULT_LANGUAGE, isValidId } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import { renderedPage, type PageData } from '../../lib/web-render.ts';
import { partnerPlan } from './partner-plan.ts';
import { planDetails } from './plan-details.ts';

/**
 * The locked preview of the plan the address names, when the signed-in person owns it and has not paid:
 * what GET /api/plans/{id} would answer them, rendered into the page. Null for anyone and anything else
 * (a guest, an admin, whom the page sends to /results, another person's plan, an unlocked plan, an id that
 * names nothing): they get the shell, and the page asks the API as it always does, which says why.
 */
const lockedPreviewData: PageData = async (req, search) => {
  const viewer = req.viewer;
  // The page reads its id the same way (web/src/features/plan/utils/plan-source.ts).
  const id = search.get('id')?.trim();
  if (!viewer || viewer.user.isAdmin || !id || !isValidId(id)) return null;
  const plan = await findPlan(id);
  if (!plan || plan.doc.userId !== viewer.uid) return null;
  const details = planDetails(plan, viewer, DEFAULT_LANGUAGE);
  if (!details.locked) return null;
  return { authStatus: { isAuthenticated: true, user: viewer.user }, plan: details };
};

/**
 * The plan the address names as GET /api/plans/{id} answers the signed-in person: her plan (whole when paid
 * or read by an admin; when refunded, not paid or not for sale, what the page shows of it), or her husband's
 * view of the paid plan she shared. Null for a guest, anyone else, an id that names nothing, or a plan he may
 * no longer see: they get the shell, and the page asks the API, which says why.
 */
const planData: PageData = async (req, search) => {
  const viewer = req.viewer;
  // The page reads its id the same way (web/src/features/plan/utils/plan-source.ts).
  const id = (search.get('id') ?? search.get('plan_id'))?.trim();
  if (!viewer || !id || !isValidId(id)) return null;
  const plan = await findPlan(id);
  if (!plan) return null;
  const authStatus = { isAuthenticated: true as const, user: viewer.user };
  if (plan.doc.userId === viewer.uid || viewer.user.isAdmin) {
    return { authStatus, plan: planDetails(plan, viewer, DEFAULT_LANGUAGE) };
  }
  // A plan no longer paid shows him nothing (partner-plan.ts): the page asks, and the API says why.
  if (plan.doc.partner?.uid !== viewer.uid || !plan.doc.isPaid) return null;
  return { authStatus, plan: await partnerPlan(plan, DEFAULT_LANGUAGE) };
};

/**
 * GET /plan-preview and GET /results: Hosting passes the page's address to the function (firebase.json),
 * which answers its document. The person's own plan is rendered on the server, the page's largest content
 * painted with its HTML (personal, so never cached: the app's no-store applies).
 */
export const planPreviewPage = renderedPage('/plan-preview', lockedPreviewData);
export const resultsPage = renderedPage('/results', planData);
