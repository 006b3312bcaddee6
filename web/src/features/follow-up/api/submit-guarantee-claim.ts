import { claimSubmissionSchema, type ClaimSubmission } from '@nasl/core/guarantee';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { guaranteeClaimsQueryKey } from './get-guarantee-claims';

export interface ClaimForm {
  note: string;
  documents: readonly File[];
}

/**
 * POST /api/plans/{id}/guarantee-claims as multipart: her statement that she followed the plan, her consent
 * to the documents being kept, her note and 1-3 documents. Answers the claim (a new one, or the one that
 * waited for more documents).
 */
export function submitGuaranteeClaim(planId: string, claim: ClaimForm): Promise<ClaimSubmission> {
  const form = new FormData();
  form.append('followedPlan', 'true');
  form.append('documentsConsent', 'true');
  form.append('note', claim.note);
  for (const document of claim.documents) form.append('documents', document, document.name);
  return api.post(`/api/plans/${encodeURIComponent(planId)}/guarantee-claims`, claimSubmissionSchema, form);
}

export function useSubmitGuaranteeClaim(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claim: ClaimForm) => submitGuaranteeClaim(planId, claim),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guaranteeClaimsQueryKey(planId) }),
  });
}
