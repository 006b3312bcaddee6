import { logger } from 'firebase-functions';
import { reminderPayload, type ReminderRun } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import {
  claimDueReminder,
  findDueReminders,
  forgetPushEndpoint,
  pushSubscriptionsOf,
  type ReminderDoc,
} from '../../data/reminders.ts';
import type { Timestamp } from '../../lib/firebase.ts';
import type { PushConfig } from '../../lib/push-config.ts';
import { remindersToSend, type ReminderMoment } from '../../lib/reminder-times.ts';
import { sendPush } from '../../lib/web-push.ts';
import { planReminderMoments } from './reminder-schedule.ts';

/** Plans read per query; a run goes on while pages come back full (a busy evening). */
const PAGE_SIZE = 200;
const MAX_PAGES = 25;
/** A push service keeps an undelivered reminder this long (the phone was off): still useful the next morning. */
const PUSH_TTL_SECONDS = 12 * 60 * 60;

/** Takes one due plan: what to send and to whom, its next reminder moved on; null when taken meanwhile. */
async function claim(planId: string, seenDueAt: Timestamp, nowMs: number) {
  return claimDueReminder(planId, seenDueAt, async (doc: ReminderDoc) => {
    const plan = await findPlan(planId);
    // A plan deleted, no longer paid or no longer hers, or reminders turned off: nothing more is due.
    if (!doc.enabled || !plan || !plan.doc.isPaid || plan.doc.userId !== doc.userId) {
      return { nextDueAtMs: null, result: { doc, send: [] as ReminderMoment[] } };
    }
    const { send, nextDueAtMs } = remindersToSend(
      planReminderMoments(plan, doc),
      seenDueAt.toMillis(),
      nowMs,
    );
    return { nextDueAtMs, result: { doc, send } };
  });
}

/** Sends a plan's due reminders to each of her devices; forgets a device its push service says is gone. */
async function deliver(push: PushConfig, planId: string, doc: ReminderDoc, send: ReminderMoment[]) {
  if (send.length === 0) return 0;
  const devices = await pushSubscriptionsOf(doc.userId);
  let sent = 0;
  for (const moment of send) {
    const payload = reminderPayload({ planId, ...moment, lang: doc.lang, discreet: doc.discreet });
    for (const device of devices) {
      const outcome = await sendPush(push, device, JSON.stringify(payload), {
        ttlSeconds: PUSH_TTL_SECONDS,
        // A later push with the same topic replaces one the phone has not received yet.
        topic: `nasl${moment.date.replaceAll('-', '')}${moment.kind === 'lh-test' ? 'l' : 'a'}`,
      });
      if (outcome === 'sent') sent += 1;
      else if (outcome === 'gone') await forgetPushEndpoint(device.endpoint);
      else logger.warn('A reminder could not be delivered', { planId, kind: moment.kind });
    }
  }
  return sent;
}

/**
 * One run of the reminders (every 15 minutes in production): the plans whose next reminder is due, found
 * by a query on `nextDueAt`, never by reading every person. Each is claimed in a transaction that moves its
 * next reminder on, then its due reminders go to her devices: at most once each.
 */
export async function sendDueReminders(push: PushConfig, nowMs: number): Promise<ReminderRun> {
  let due = 0;
  let sent = 0;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const snapshots = await findDueReminders(nowMs, PAGE_SIZE);
    for (const snapshot of snapshots) {
      const claimed = await claim(snapshot.id, snapshot.get('nextDueAt') as Timestamp, nowMs);
      if (!claimed) continue;
      due += 1;
      sent += await deliver(push, snapshot.id, claimed.doc, claimed.send);
    }
    if (snapshots.length < PAGE_SIZE) break;
  }
  return { due, sent };
}
