import { logger } from 'firebase-functions';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { PushConfigError, readPushConfig, type PushConfig } from '../../lib/push-config.ts';

/** The push configuration, or null when push is off; a malformed key pair is logged and reads as off. */
export function optionalPushConfig(config: ServerConfig): PushConfig | null {
  try {
    return readPushConfig(process.env, config.isEmulator);
  } catch (error) {
    if (error instanceof PushConfigError) {
      logger.error(error.message);
      return null;
    }
    throw error;
  }
}

/** The push configuration for what cannot work without it: 503 when push is off. */
export function requiredPushConfig(config: ServerConfig): PushConfig {
  const push = optionalPushConfig(config);
  if (!push) throw new HttpError(503, 'remindersNotConfigured');
  return push;
}
