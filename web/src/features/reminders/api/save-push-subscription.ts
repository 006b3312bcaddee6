import type { PushSubscriptionRequest } from '@nasl/core/reminders';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { api } from '@/lib/api/api-client';

/** POST /api/push-subscriptions: this device receives the signed-in person's reminders. */
export function savePushSubscription(subscription: PushSubscriptionRequest): Promise<SuccessMessage> {
  return api.post('/api/push-subscriptions', successMessageSchema, subscription);
}
