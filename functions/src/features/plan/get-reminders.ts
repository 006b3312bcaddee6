import type { Request, Response } from 'express';
import { PLAN_TIME_ZONE, REMINDER_DEFAULTS, type ReminderSettings } from '@nasl/core';
import { findReminderSettings } from '../../data/reminders.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { ownPlan } from './own-plan.ts';
import { reminderSettingsAnswer } from './reminder-schedule.ts';

/** GET /api/plans/{id}/reminders — the owner's reminder settings for a paid plan (the defaults, off, until saved). */
export async function getReminders(req: Request, res: Response<ReminderSettings>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await ownPlan(req, viewer, 'remindersNeedPayment');
  const stored = await findReminderSettings(plan.id);
  res.json(
    stored
      ? reminderSettingsAnswer(stored)
      : { ...REMINDER_DEFAULTS, timeZone: PLAN_TIME_ZONE, nextReminderAt: null },
  );
}
