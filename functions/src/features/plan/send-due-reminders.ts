import { logger } from 'firebase-functions';
import { reminderPayload, type ReminderRun } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import {
  claimDueReminder,
  findDueReminders,
  forgetPushEndpoint,
  pushSubscriptionsOf,
  settleReminder,
  type PushSubscriptionDoc,
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
/** Plans handled at once, and pushes in flight at once across them. */
const PLANS_AT_ONCE = 8;
const PUSHES_AT_ONCE = 16;
/**
 * A run claims no new plan after this long (the scheduled function stops at 300 s): what it leaves is
 * still due, and the next run, 15 minutes later, takes it.
 */
const RUN_BUDGET_MS = 240_000;

/** Runs at most `size` of the functions given to it at once. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

interface RunContext {
  push: PushConfig;
  nowMs: number;
  pushSlot: ReturnType<typeof limiter>;
}

/** Decides what is due for one plan: nothing more for a plan deleted, no longer paid or hers, or turned off. */
async function dueMoments(planId: string, doc: ReminderDoc, seenDueAt: Timestamp, nowMs: number) {
  const plan = await findPlan(planId);
  if (!doc.enabled || !plan || !plan.doc.isPaid || plan.doc.userId !== doc.userId) {
    return { nextDueAtMs: null, send: [] as ReminderMoment[] };
  }
  return remindersToSend(planReminderMoments(plan, doc), seenDueAt.toMillis(), nowMs);
}

/**
 * Sends a plan's due reminders to each of her devices, each push on its own: a device whose subscription
 * is gone or can never receive anything is forgotten, one that fails is skipped. Answers how many pushes
 * went and whether any failed.
 */
async function deliver(
  context: RunContext,
  planId: string,
  doc: ReminderDoc,
  send: ReminderMoment[],
  devices: PushSubscriptionDoc[],
) {
  const outcomes = await Promise.all(
    send.flatMap((moment) => {
      const payload = JSON.stringify(
        reminderPayload({ planId, ...moment, lang: doc.lang, discreet: doc.discreet }),
      );
      return devices.map((device) =>
        context.pushSlot(async () => {
          const outcome = await sendPush(context.push, device, payload, {
            ttlSeconds: PUSH_TTL_SECONDS,
            // A later push with the same topic replaces one the phone has not received yet.
            topic: `nasl${moment.date.replaceAll('-', '')}${moment.kind === 'lh-test' ? 'l' : 'a'}`,
          });
          if (outcome === 'gone' || outcome === 'invalid') await forgetPushEndpoint(device.endpoint);
          if (outcome === 'failed')
            logger.warn('A reminder could not be delivered', { planId, kind: moment.kind });
          return outcome;
        }),
      );
    }),
  );
  return {
    sent: outcomes.filter((outcome) => outcome === 'sent').length,
    failed: outcomes.some((outcome) => outcome === 'failed'),
  };
}

/**
 * One plan: claimed, its due reminders sent, then settled. Its reminder moves on once a push went (or
 * when none can: no device, or every one gone); when every push failed it stays due for the next run.
 */
async function remindPlan(context: RunContext, planId: string, seenDueAt: Timestamp) {
  let send: ReminderMoment[] = [];
  const claim = await claimDueReminder(planId, seenDueAt, context.nowMs, async (doc) => {
    const due = await dueMoments(planId, doc, seenDueAt, context.nowMs);
    send = due.send;
    return { nextDueAtMs: due.nextDueAtMs, sends: due.send.length > 0, result: doc };
  });
  if (!claim.claimed) return { due: 0, sent: 0 };
  if (claim.claimId === null) return { due: 1, sent: 0 };
  // Until the pushes are out, the run counts as failed: an error on the way leaves the reminder due.
  let delivery = { sent: 0, failed: true };
  try {
    const devices = await pushSubscriptionsOf(claim.result.userId);
    delivery = await deliver(context, planId, claim.result, send, devices);
  } finally {
    await settleReminder(planId, {
      claimId: claim.claimId,
      seenDueAt,
      nextDueAtMs: claim.nextDueAtMs,
      delivered: delivery.sent > 0 || !delivery.failed,
    });
  }
  return { due: 1, sent: delivery.sent };
}

/**
 * One run of the reminders (every 15 minutes in production): the plans whose next reminder is due, found
 * by a query on `nextDueAt`, never by reading every person. Each plan is claimed in a transaction, its due
 * reminders go to her devices, and only then does its next reminder move on: at most once each when the
 * pushes go, again at the next run when they all failed. One plan's failure is logged and the run goes on.
 */
export async function sendDueReminders(push: PushConfig, nowMs: number): Promise<ReminderRun> {
  const startedAt = Date.now();
  const context: RunContext = { push, nowMs, pushSlot: limiter(PUSHES_AT_ONCE) };
  const planSlot = limiter(PLANS_AT_ONCE);
  let due = 0;
  let sent = 0;
  let after: Awaited<ReturnType<typeof findDueReminders>>[number] | undefined;
  for (let page = 0; page < MAX_PAGES && Date.now() - startedAt < RUN_BUDGET_MS; page += 1) {
    const snapshots = await findDueReminders(nowMs, PAGE_SIZE, after);
    await Promise.all(
      snapshots.map((snapshot) =>
        planSlot(async () => {
          if (Date.now() - startedAt >= RUN_BUDGET_MS) return;
          try {
            const result = await remindPlan(context, snapshot.id, snapshot.get('nextDueAt') as Timestamp);
            due += result.due;
            sent += result.sent;
          } catch (error) {
            logger.error('The reminders of a plan could not be sent; they stay due', {
              planId: snapshot.id,
              error: String(error),
            });
          }
        }),
      ),
    );
    after = snapshots.at(-1);
    if (snapshots.length < PAGE_SIZE) break;
  }
  return { due, sent };
}
