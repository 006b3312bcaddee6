import type { Request, Response } from 'express';
import { adminClaimsQuerySchema, type AdminGuaranteeClaim } from '@nasl/core';
import { listClaims } from '../../data/guarantee-claims.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { parseQuery } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { adminClaim } from './claim-answer.ts';

/** The queue shows this many claims at most (newest first): a few a week are expected. */
const QUEUE_LIMIT = 200;

/**
 * GET /api/admin/guarantee-claims?status=submitted|more-documents|approved|rejected — the owner's queue of
 * guarantee claims, newest first, each with her adherence and short-lived links to its documents.
 */
export function getGuaranteeClaimsQueue(config: ServerConfig) {
  return async (req: Request, res: Response<AdminGuaranteeClaim[]>): Promise<void> => {
    const admin = requireAdmin(req);
    const { status } = parseQuery(req, adminClaimsQuerySchema);
    const claims = await listClaims(status, QUEUE_LIMIT);
    const now = Date.now();
    res.json(await Promise.all(claims.map((claim) => adminClaim(config, claim, admin.uid, now))));
  };
}
