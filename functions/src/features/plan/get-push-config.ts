import type { Request, Response } from 'express';
import type { PushConfig } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { optionalPushConfig } from './push-context.ts';

/** GET /api/push-config — the VAPID public key browsers subscribe with, or null when push is off. */
export function getPushConfig(config: ServerConfig) {
  return (_req: Request, res: Response<PushConfig>): void => {
    res.json({ publicKey: optionalPushConfig(config)?.publicKey ?? null });
  };
}
