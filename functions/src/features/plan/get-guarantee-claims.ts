import type { Request, Response } from 'express';
import type { GuaranteeClaim } from '@nasl/core';
import { apiClaim, claimsOfPlan } from '../../data/guarantee-claims.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { ownPlan } from './own-plan.ts';

/**
 * GET /api/plans/{id}/guarantee-claims — her claims on the plan and where each stands (submitted, more
 * documents asked for, approved and refunded, rejected with the reason), newest first. Her own plan only
 * (403 for anyone else, admins too: they have the queue); paid or no longer (a refunded plan keeps them).
 */
export async function getGuaranteeClaims(req: Request, res: Response<GuaranteeClaim[]>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await ownPlan(req, viewer);
  const claims = await claimsOfPlan(plan.id);
  res.json(claims.map((claim) => apiClaim(claim.id, claim.doc)));
}
