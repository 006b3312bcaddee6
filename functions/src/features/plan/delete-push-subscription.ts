import type { Request, Response } from 'express';
import { pushSubscriptionRemovalSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import { deletePushSubscription as forgetPushSubscription } from '../../data/reminders.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * DELETE /api/push-subscriptions `{ endpoint }` — this device stops receiving the person's reminders. A
 * device that is not theirs (or unknown): 404.
 */
export async function deletePushSubscription(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const viewer = requireViewer(req);
  const { endpoint } = parseBody(req, pushSubscriptionRemovalSchema);
  if (!(await forgetPushSubscription(viewer.uid, endpoint))) throw new HttpError(404, 'notFound');
  res.json({
    success: true,
    message: translateMessage('pushSubscriptionRemoved', languageFromHeader(req.headers['accept-language'])),
  });
}
