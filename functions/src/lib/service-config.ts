import type { MessageKey } from '@nasl/core';
import { logger } from 'firebase-functions';
import type { ServerConfig } from './config.ts';
import { HttpError } from './http-error.ts';

/**
 * A provider's configuration (Stripe, Gemini), read from the environment when first needed. Missing or
 * wrong, it answers 503 with `unavailable`: the reason is the operator's to fix, so it goes to the log and
 * not to the caller.
 */
export function serviceConfig<T>(
  config: ServerConfig,
  read: (env: NodeJS.ProcessEnv, isEmulator: boolean) => T,
  ConfigError: new (message: string) => Error,
  unavailable: MessageKey,
): T {
  try {
    return read(process.env, config.isEmulator);
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.error(error.message);
      throw new HttpError(503, unavailable);
    }
    throw error;
  }
}
