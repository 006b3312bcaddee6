import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** DELETE /api/plans/{id}/calendar-feed: the address stops working; calendars subscribed to it stop updating. */
export function deleteCalendarFeed(planId: string): Promise<SuccessMessage> {
  return api.delete(`/api/plans/${encodeURIComponent(planId)}/calendar-feed`, successMessageSchema);
}

export function useDeleteCalendarFeed(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCalendarFeed(planId),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryKey(planId), { feed: null }),
  });
}
