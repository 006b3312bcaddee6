import type { Request, Response } from 'express';
import { reminderSettingsRequestSchema, type ReminderSettings } from '@nasl/core';
import { saveReminderSettings } from '../../data/reminders.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { ownPlan } from './own-plan.ts';
import { requiredPushConfig } from './push-context.ts';
import { nextReminderDue, reminderSettingsAnswer } from './reminder-schedule.ts';

/**
 * PUT /api/plans/{id}/reminders `{ enabled, eveningHour, morningHour, timeZone, discreet }` — the owner of
 * a paid plan turns its reminders on or off and picks their hours; answers the settings with the next
 * reminder's time. Turning them on needs push configured on the server (503 otherwise).
 */
export function saveReminders(config: ServerConfig) {
  return async (req: Request, res: Response<ReminderSettings>): Promise<void> => {
    const viewer = requireViewer(req);
    const plan = await ownPlan(req, viewer, 'remindersNeedPayment');
    const settings = parseBody(req, reminderSettingsRequestSchema);
    if (settings.enabled) requiredPushConfig(config);
    const saved = await saveReminderSettings(plan.id, {
      ...settings,
      userId: viewer.uid,
      lang: languageFromHeader(req.headers['accept-language']),
      nextDueAtMs: nextReminderDue(plan, settings, Date.now()),
    });
    res.json(reminderSettingsAnswer(saved));
  };
}
