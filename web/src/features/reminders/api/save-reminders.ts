import {
  reminderSettingsSchema,
  type ReminderSettings,
  type ReminderSettingsRequest,
} from '@nasl/core/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { remindersQueryKey } from './get-reminders';

/** PUT /api/plans/{id}/reminders: on or off, her hours, her time zone, discreet or plain. */
export function saveReminders(planId: string, settings: ReminderSettingsRequest): Promise<ReminderSettings> {
  return api.put(`/api/plans/${encodeURIComponent(planId)}/reminders`, reminderSettingsSchema, settings);
}

export function useSaveReminders(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReminderSettingsRequest) => saveReminders(planId, settings),
    onSuccess: (saved) => queryClient.setQueryData(remindersQueryKey(planId), saved),
  });
}
