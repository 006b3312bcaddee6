import { deleteDueClaimDocuments } from '../../data/guarantee-claims.ts';

/**
 * The scheduled deletion of decided claims' documents (the function `claimDocuments`, daily): every claim
 * decided 30 days ago or more has its files deleted from Cloud Storage and the deletion recorded on it and
 * in the audit log. Answers how many claims it cleared.
 */
export function deleteDecidedClaimDocuments(nowMs: number): Promise<number> {
  return deleteDueClaimDocuments(nowMs);
}
