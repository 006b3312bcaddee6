import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { api } from '@/lib/api/api-client';

/** DELETE /api/push-subscriptions: this device stops receiving the person's reminders. */
export function deletePushSubscription(endpoint: string): Promise<SuccessMessage> {
  return api.delete('/api/push-subscriptions', successMessageSchema, { endpoint });
}
