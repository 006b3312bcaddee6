import type { CalendarFeedRequest, Language, PlanCalendarEvent } from '@nasl/core';
import { reviseServedEvents, type ServedCalendarEvent } from '../lib/calendar-revisions.ts';
import { db, Timestamp } from '../lib/firebase.ts';
import { findDocument } from './find-document.ts';

/** A plan's calendar subscription (`calendarFeeds/{planId}`): one per plan. */
export const CALENDAR_FEEDS = 'calendarFeeds';

export interface CalendarFeedDoc extends CalendarFeedRequest {
  /** The plan's owner, who made it. */
  userId: string;
  /**
   * The token its address holds. Kept as it is (not hashed) so that she can copy the same address again on
   * another device; it opens a calendar of dates only, and is stopped by deleting the subscription.
   */
  token: string;
  /** The language of the event titles: the interface's when she made it. */
  lang: Language;
  createdAt: Timestamp;
  /** Every event served so far, with its revision: what raises a moved event's SEQUENCE. */
  served: ServedCalendarEvent[];
}

const feedRef = (planId: string) => db().collection(CALENDAR_FEEDS).doc(planId);

export function findCalendarFeed(planId: string): Promise<CalendarFeedDoc | null> {
  return findDocument(CALENDAR_FEEDS, planId);
}

/**
 * Makes the plan's subscription with `token`, or, when it has one, keeps its address and takes the new
 * options and language. Answers the subscription as stored and whether it is new.
 */
export async function saveCalendarFeed(
  planId: string,
  input: CalendarFeedRequest & { userId: string; token: string; lang: Language },
): Promise<{ created: boolean; feed: CalendarFeedDoc }> {
  const ref = feedRef(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const existing = snapshot.exists ? (snapshot.data() as CalendarFeedDoc) : null;
    const options = {
      alarm: input.alarm,
      lhTests: input.lhTests,
      discreet: input.discreet,
      lang: input.lang,
    };
    if (existing) {
      transaction.update(ref, options);
      return { created: false, feed: { ...existing, ...options } };
    }
    const feed: CalendarFeedDoc = {
      ...options,
      userId: input.userId,
      token: input.token,
      createdAt: Timestamp.now(),
      served: [],
    };
    transaction.create(ref, feed);
    return { created: true, feed };
  });
}

/** Stops the plan's subscription: its address answers 404 from now on. False when there was none. */
export async function deleteCalendarFeed(planId: string): Promise<boolean> {
  const ref = feedRef(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return false;
    transaction.delete(ref);
    return true;
  });
}

/**
 * The events to serve now with their revisions, recording in the subscription what moved (one transaction,
 * so two calendar apps fetching at once raise a moved event's revision once).
 */
export async function reviseFeedEvents(
  planId: string,
  events: readonly PlanCalendarEvent[],
): Promise<(PlanCalendarEvent & { sequence: number })[]> {
  const ref = feedRef(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const served = snapshot.exists ? ((snapshot.data() as CalendarFeedDoc).served ?? []) : [];
    const revised = reviseServedEvents(served, events);
    if (snapshot.exists && revised.changed) transaction.update(ref, { served: revised.record });
    return revised.events;
  });
}

/** Every subscription a person made (their account is being deleted). */
export async function calendarFeedsOf(uid: string) {
  return db().collection(CALENDAR_FEEDS).where('userId', '==', uid).get();
}
