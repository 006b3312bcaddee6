import type { Request, Response } from 'express';
import { reminderRunRequestSchema, type ReminderRun } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { optionalPushConfig } from './push-context.ts';
import { sendDueReminders } from './send-due-reminders.ts';

/**
 * POST /api/test-reminders/run `{ now? }` — local stack only (the emulator with the push stand-in; 404
 * anywhere else): one run of the scheduled reminders, as if at `now`. The local stack calls it every
 * minute in place of Cloud Scheduler; the tests call it with the time they need.
 */
export function runReminders(config: ServerConfig) {
  return async (req: Request, res: Response<ReminderRun>): Promise<void> => {
    const push = optionalPushConfig(config);
    if (!config.isEmulator || push?.mode !== 'local-standin') throw new HttpError(404, 'notFound');
    const { now } = parseBody(req, reminderRunRequestSchema);
    res.json(await sendDueReminders(push, now ? Date.parse(now) : Date.now()));
  };
}
