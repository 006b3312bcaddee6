import type { Request, Response } from 'express';
import { pushSubscriptionRequestSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import { savePushSubscription as storePushSubscription } from '../../data/reminders.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { requiredPushConfig } from './push-context.ts';

/**
 * POST /api/push-subscriptions `{ endpoint, keys }` — this device receives the signed-in person's
 * reminders (201). Push off on the server: 503.
 */
export function savePushSubscription(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    requiredPushConfig(config);
    await storePushSubscription(viewer.uid, parseBody(req, pushSubscriptionRequestSchema));
    res.status(201).json({
      success: true,
      message: translateMessage('pushSubscriptionSaved', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
