import { logger } from 'firebase-functions';
import type { ReminderSettings } from '@nasl/core';
import { planInLanguage } from '../../data/plan-documents.ts';
import type { StoredPlan } from '../../data/plans.ts';
import { findReminderSettings, setNextReminder, type ReminderDoc } from '../../data/reminders.ts';
import {
  nextReminderAfter,
  reminderMoments,
  type ReminderHours,
  type ReminderMoment,
} from '../../lib/reminder-times.ts';

/** Every reminder of a plan as it is now, on her clock. */
export function planReminderMoments(plan: StoredPlan, hours: ReminderHours): ReminderMoment[] {
  // The days are the same in every language; English is read only for them.
  return reminderMoments(planInLanguage(plan.doc, 'en').cycle.days, hours);
}

/** When a plan's next reminder is due after `nowMs` with these settings: null when off or none is left. */
export function nextReminderDue(
  plan: StoredPlan,
  settings: ReminderHours & { enabled: boolean },
  nowMs: number,
): number | null {
  return settings.enabled ? nextReminderAfter(planReminderMoments(plan, settings), nowMs) : null;
}

/** Stored settings as the API answers them. */
export function reminderSettingsAnswer(doc: ReminderDoc): ReminderSettings {
  return {
    enabled: doc.enabled,
    eveningHour: doc.eveningHour,
    morningHour: doc.morningHour,
    timeZone: doc.timeZone,
    discreet: doc.discreet,
    nextReminderAt: doc.nextDueAt ? doc.nextDueAt.toDate().toISOString() : null,
  };
}

/**
 * After a re-plan (a logged or undone cycle event), the next reminder follows the new dates. A failure is
 * logged, not answered: the event is saved, and the next run of the reminders reads the plan anew.
 */
export async function followReplannedPlan(plan: StoredPlan, nowMs = Date.now()): Promise<void> {
  try {
    const settings = await findReminderSettings(plan.id);
    if (!settings?.enabled) return;
    await setNextReminder(plan.id, nextReminderDue(plan, settings, nowMs));
  } catch (error) {
    logger.error('The reminders could not follow a re-planned plan', {
      planId: plan.id,
      error: String(error),
    });
  }
}
