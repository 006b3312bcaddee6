import {
  claimDecisionResponseSchema,
  type ClaimDecisionRequest,
  type ClaimDecisionResponse,
} from '@nasl/core/guarantee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { auditQueryKey } from './get-audit';
import { allGuaranteeClaimsQueryKey } from './get-guarantee-claims';
import { allOutcomesQueryKey } from './get-outcomes';
import { overviewQueryKey } from './get-overview';
import { allPlansQueryKey } from './get-plans';
import { allTrendsQueryKey } from './get-trends';
import { allUserPaymentsQueryKey } from './get-user-payments';

export interface DecideClaimRequest extends ClaimDecisionRequest {
  claimId: string;
}

/** POST /api/admin/guarantee-claims/{id}/decision: approve (refunds the plan), reject, or ask for more. */
export function decideGuaranteeClaim({
  claimId,
  ...decision
}: DecideClaimRequest): Promise<ClaimDecisionResponse> {
  return api.post(
    `/api/admin/guarantee-claims/${encodeURIComponent(claimId)}/decision`,
    claimDecisionResponseSchema,
    decision,
  );
}

/** A decision changes the queue, and an approval every figure a refund changes. */
export function useDecideGuaranteeClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideGuaranteeClaim,
    onSettled: () => {
      for (const queryKey of [
        allGuaranteeClaimsQueryKey,
        allOutcomesQueryKey,
        overviewQueryKey,
        allTrendsQueryKey,
        allUserPaymentsQueryKey,
        allPlansQueryKey,
        auditQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
