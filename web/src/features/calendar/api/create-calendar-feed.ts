import { calendarFeedSchema, type CalendarFeed, type CalendarFeedRequest } from '@nasl/core/plan-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** POST /api/plans/{id}/calendar-feed: the address of a calendar that follows the plan (the same one again). */
export function createCalendarFeed(planId: string, options: CalendarFeedRequest): Promise<CalendarFeed> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/calendar-feed`, calendarFeedSchema, options);
}

export function useCreateCalendarFeed(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: CalendarFeedRequest) => createCalendarFeed(planId, options),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryKey(planId), { feed }),
  });
}
