import { pushConfigSchema, type PushConfig } from '@nasl/core/reminders';
import { api } from '@/lib/api/api-client';

/** GET /api/push-config: the server's VAPID public key, which this device subscribes with (null: push is off). */
export function getPushConfig(): Promise<PushConfig> {
  return api.get('/api/push-config', pushConfigSchema);
}
