import {
  addMonths,
  type CivilDate,
  diffDays,
  GUARANTEE_MONTHS,
  type MessageKey,
  PLAN_TIME_ZONE,
  todayInTimeZone,
} from '@nasl/core';
import type { StoredClaim } from '../../data/guarantee-claims.ts';
import type { PlanDoc } from '../../data/plan-documents.ts';
import type { Viewer } from '../../middleware/session.ts';
import type { FollowUpRefusal } from './follow-up-rules.ts';

/** The first day she may claim: 3 whole months after the day she paid (on the plans' calendar). */
export function claimableFrom(paidAt: Date): CivilDate {
  return addMonths(todayInTimeZone(PLAN_TIME_ZONE, paidAt), GUARANTEE_MONTHS);
}

/**
 * Why she may not claim the guarantee on this plan now, read from the plan alone, before any document is
 * read: someone else's plan (403, admins too); a claim already made and not waiting for more documents
 * (409); an unpaid plan (402); a plan unlocked without payment (409: nothing to refund); no boy or girl
 * reported (409), or the plan's own sex (409); less than 3 months since the payment (409).
 */
export function claimRefusal(
  plan: Pick<
    PlanDoc,
    'userId' | 'isPaid' | 'paymentIntentId' | 'paidAt' | 'outcome' | 'gender' | 'guaranteeClaim'
  >,
  viewer: Pick<Viewer, 'uid'>,
  today: CivilDate,
): FollowUpRefusal | null {
  const refuse = (status: FollowUpRefusal['status'], key: MessageKey) => ({ status, key });
  if (plan.userId !== viewer.uid) return refuse(403, 'forbidden');
  if (plan.guaranteeClaim && plan.guaranteeClaim.status !== 'more-documents')
    return refuse(409, 'claimExists');
  if (!plan.isPaid) return refuse(402, 'claimNeedsPayment');
  if (!plan.paymentIntentId || !plan.paidAt) return refuse(409, 'claimNoPayment');
  const sex = plan.outcome?.sex;
  if (sex !== 'boy' && sex !== 'girl') return refuse(409, 'claimNeedsOutcome');
  if (sex === plan.gender) return refuse(409, 'claimOutcomeMatches');
  if (diffDays(today, claimableFrom(plan.paidAt.toDate())) < 0) return refuse(409, 'claimTooEarly');
  return null;
}

/** A claim waiting for her documents, the one a new submission adds to (else a new claim is made). */
export function claimWaitingForDocuments(existing: StoredClaim | null): StoredClaim | null {
  return existing?.doc.status === 'more-documents' ? existing : null;
}
