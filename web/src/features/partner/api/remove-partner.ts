import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { partnersQueryKey } from './get-partners';

/** DELETE /api/plans/{id}/partners/{uid}: his access ends with his next request. */
export function removePartner(planId: string, uid: string): Promise<SuccessMessage> {
  return api.delete(
    `/api/plans/${encodeURIComponent(planId)}/partners/${encodeURIComponent(uid)}`,
    successMessageSchema,
  );
}

export function useRemovePartner(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => removePartner(planId, uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnersQueryKey(planId) }),
  });
}
