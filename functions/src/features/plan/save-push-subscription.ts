import type { Request, Response } from 'express';
import { pushSubscriptionRequestSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import { savePushSubscription as storePushSubscription } from '../../data/reminders.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { isAllowedPushEndpoint, NonPublicAddressError, publicAddressesOf } from '../../lib/push-endpoint.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';
import { requiredPushConfig } from './push-context.ts';

/**
 * POST /api/push-subscriptions `{ endpoint, keys }` — this device receives the signed-in person's
 * reminders (201), at most MAX_PUSH_DEVICES of hers (a new one replaces her oldest). The endpoint must be a
 * browser push service's (and resolve to public addresses), the keys ones a push can be encrypted to: 400
 * otherwise. Counted per person (429 past the limit). Push off on the server: 503.
 */
export function savePushSubscription(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    const push = requiredPushConfig(config);
    const subscription = parseBody(req, pushSubscriptionRequestSchema);
    const notAllowed = new HttpError(400, 'pushServiceNotAllowed', { endpoint: 'pushServiceNotAllowed' });
    if (!isAllowedPushEndpoint(subscription.endpoint, push)) throw notAllowed;
    if (push.mode === 'web-push') {
      try {
        await publicAddressesOf(new URL(subscription.endpoint).hostname);
      } catch (error) {
        // A name that does not resolve now is checked again at each send; one that resolves inward never is.
        if (error instanceof NonPublicAddressError) throw notAllowed;
      }
    }
    await consumeOrRefuse(res, [limitFor(config, 'pushSubscriptionsPerAccount', viewer.uid)]);
    await storePushSubscription(viewer.uid, subscription);
    res.status(201).json({
      success: true,
      message: translateMessage('pushSubscriptionSaved', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
