import { calendarFeedStatusSchema, type CalendarFeedStatus } from '@nasl/core/plan-calendar';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const calendarFeedQueryKey = (planId: string) => ['plans', planId, 'calendar-feed'] as const;

/** GET /api/plans/{id}/calendar-feed: her subscription address, or none yet. */
export function getCalendarFeed(planId: string): Promise<CalendarFeedStatus> {
  return api.get(`/api/plans/${encodeURIComponent(planId)}/calendar-feed`, calendarFeedStatusSchema);
}

export function useCalendarFeed(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: calendarFeedQueryKey(planId),
    queryFn: () => getCalendarFeed(planId),
    enabled,
  });
}
