import { reminderSettingsSchema, type ReminderSettings } from '@nasl/core/reminders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const remindersQueryKey = (planId: string) => ['plans', planId, 'reminders'] as const;

/** GET /api/plans/{id}/reminders: her reminder settings for the plan (off until she turns them on). */
export function getReminders(planId: string): Promise<ReminderSettings> {
  return api.get(`/api/plans/${encodeURIComponent(planId)}/reminders`, reminderSettingsSchema);
}

export function useReminders(planId: string, enabled: boolean) {
  return useQuery({ queryKey: remindersQueryKey(planId), queryFn: () => getReminders(planId), enabled });
}
