import type { Request, Response } from 'express';
import {
  CLAIM_DOCUMENTS_KEPT_DAYS,
  claimDecisionSchema,
  translateMessage,
  type ClaimDecisionResponse,
  type ClaimStatus,
} from '@nasl/core';
import { findClaim, recordClaimDecision, type ClaimDoc } from '../../data/guarantee-claims.ts';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { Timestamp } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { adminClaim } from './claim-answer.ts';
import { refundPaidPlan } from './refund-plan.ts';

const STATUS_OF = { approve: 'approved', reject: 'rejected', 'more-documents': 'more-documents' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/admin/guarantee-claims/{claimId}/decision `{ decision: approve|reject|more-documents, reason }`
 * — the owner decides a claim that waits for her (submitted) or for more documents. Approving refunds the
 * plan's payment in full through the one refund path (Stripe, the plan locked, the refund's audit entry),
 * then records the decision; a refund already applied (a retry after a failure) is not made twice. A
 * decision (approve, reject) sets the documents' deletion 30 days later. Every decision is audited. A
 * decided claim → 409, unknown → 404.
 */
export function decideGuaranteeClaim(config: ServerConfig) {
  return async (req: Request, res: Response<ClaimDecisionResponse>): Promise<void> => {
    const admin = requireAdmin(req);
    const claimId = idParam(req);
    const { decision, reason } = parseBody(req, claimDecisionSchema);
    const claim = await findClaim(claimId);
    if (!claim) throw new HttpError(404, 'claimNotFound');
    if (isDecided(claim.doc.status)) throw new HttpError(409, 'claimAlreadyDecided');
    if (decision === 'approve') {
      const plan = await findPlan(claim.doc.planId);
      if (!plan) throw new HttpError(404, 'notFound');
      if (plan.doc.paymentStatus !== 'refunded') {
        await refundPaidPlan(config, { planId: plan.id, adminId: admin.uid, reason });
      }
    }
    const now = Timestamp.now();
    const recorded = await recordClaimDecision(claimId, (current) => {
      if (isDecided(current.doc.status)) return { update: null, result: 'decided' as const };
      const status = STATUS_OF[decision];
      const decides = status !== 'more-documents';
      const update: Partial<ClaimDoc> = {
        status,
        reason,
        updatedAt: now,
        decisions: [...current.doc.decisions, { decision, reason, by: admin.uid, at: now }],
        ...(decides
          ? {
              decidedAt: now,
              documentsDeleteAfter: Timestamp.fromMillis(now.toMillis() + CLAIM_DOCUMENTS_KEPT_DAYS * DAY_MS),
            }
          : {}),
      };
      return {
        update,
        result: 'recorded' as const,
        adminId: admin.uid,
        auditReason: `${decision}: ${reason}`,
      };
    });
    if (!recorded.found) throw new HttpError(404, 'claimNotFound');
    if (recorded.result === 'decided') throw new HttpError(409, 'claimAlreadyDecided');
    res.json({
      success: true,
      message: translateMessage('claimDecided', languageFromHeader(req.headers['accept-language'])),
      claim: await adminClaim(config, recorded.claim, admin.uid, Date.now()),
    });
  };
}

function isDecided(status: ClaimStatus): boolean {
  return status === 'approved' || status === 'rejected';
}
