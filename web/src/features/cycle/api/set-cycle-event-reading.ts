import type { CycleEventReadingRequest } from '@nasl/core/cycle-events';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/**
 * PATCH /api/plans/{id}/cycle-events/{eventId} `{ reading }`: her say over how a logged period start is read
 * (a period or spotting), kept by the plan's cycle model; answers the re-planned plan.
 */
export function setCycleEventReading(
  planId: string,
  eventId: string,
  request: CycleEventReadingRequest,
): Promise<PlanDetails> {
  return api.patch(
    `/api/plans/${encodeURIComponent(planId)}/cycle-events/${encodeURIComponent(eventId)}`,
    planDetailsSchema,
    request,
  );
}

export function useSetCycleEventReading(planId: string) {
  return usePlanChange(({ eventId, ...request }: CycleEventReadingRequest & { eventId: string }) =>
    setCycleEventReading(planId, eventId, request),
  );
}
