import { describe, expect, it } from 'vitest';
import {
  addDays,
  messages,
  webcalUrl,
  type CalendarFeed,
  type CalendarFeedStatus,
  type PlanDetails,
} from '@nasl/core';
import { setPlanFields } from '../support/firebase.ts';
import { adminClient, BASE_URL, Client, registeredClient } from '../support/http.ts';
import { checkAnswer } from '../support/contract.ts';
import { today } from '../support/plans.ts';
import { husbandOf, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

type FullDetails = Extract<PlanDetails, { locked: false }>;
const m = (key: keyof typeof messages) => messages[key].en;
const feedPath = (planId: string) => `/api/plans/${planId}/calendar-feed`;

interface FeedEvent {
  uid: string;
  start: string;
  sequence: number;
  summary: string;
  alarms: string[];
}

/**
 * Fetches a subscription the way a calendar app does: a plain GET, no cookie, no Origin. Answers the
 * response and its events (unfolded, one object per VEVENT).
 */
async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  const response = await fetch(`${BASE_URL}${path}`);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // iCalendar text
  }
  checkAnswer('GET', path, response.status, body);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: FeedEvent[] = [];
  let current: FeedEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = { uid: '', start: '', sequence: -1, summary: '', alarms: [] };
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const [name, value = ''] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
      if (name === 'UID') current.uid = value;
      if (name === 'DTSTART;VALUE=DATE')
        current.start = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
      if (name === 'SEQUENCE') current.sequence = Number(value);
      if (name === 'SUMMARY') current.summary = value;
      if (name.startsWith('TRIGGER')) current.alarms.push(value);
    }
  }
  return { response, text, lines, events };
}

async function subscribe(
  client: Client,
  planId: string,
  body: Record<string, unknown> = {},
  lang: 'ar' | 'en' = 'en',
) {
  return client.post<CalendarFeed>(feedPath(planId), body, { lang });
}

describe('POST /api/plans/{id}/calendar-feed', () => {
  it('gives the owner of a paid plan an address with an unguessable token, not her session', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const response = await subscribe(client, planId);
    expect(response.status).toBe(201);
    const { url } = response.body;
    expect(response.body).toMatchObject({ alarm: 'evening-before', lhTests: true, discreet: true });
    const match = new RegExp(`^${BASE_URL}/api/calendar-feeds/${planId}/([A-Za-z0-9_-]{43})\\.ics$`).exec(
      url,
    );
    expect(match, url).not.toBeNull();
    expect(client.cookie).not.toContain(match![1]!);
    expect(webcalUrl(url)).toMatch(/^webcal:\/\//);
    // Asked again: the same address (a calendar already subscribed keeps working), the new options.
    const again = await subscribe(client, planId, { alarm: 'morning-of', discreet: false });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ url, alarm: 'morning-of', discreet: false });
    expect((await client.get<CalendarFeedStatus>(feedPath(planId))).body.feed).toEqual(again.body);
  });

  it('refuses guests (401), unpaid plans (402), anyone else, her partner and admins (403); bad options (400)', async () => {
    const owner = await registeredClient();
    const unpaid = await createPlan(owner.client);
    expect((await subscribe(new Client(), unpaid.id)).status).toBe(401);
    const refused = await subscribe(owner.client, unpaid.id);
    expect(refused.status).toBe(402);
    expect((refused.body as unknown as ErrorBody).message).toBe(m('calendarFeedNeedsPayment'));
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    for (const other of [owner.client, husband.client, await adminClient()]) {
      expect((await subscribe(other, planId)).status).toBe(403);
      expect((await other.get(feedPath(planId))).status).toBe(403);
      expect((await other.request('DELETE', feedPath(planId))).status).toBe(403);
    }
    expect((await new Client().get(feedPath(planId))).status).toBe(401);
    expect((await new Client().request('DELETE', feedPath(planId))).status).toBe(401);
    const bad = await subscribe(client, planId, { alarm: 'at-noon' });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as ErrorBody).message).toBe(m('calendarFeedOptionsInvalid'));
    expect((await client.get<CalendarFeedStatus>(feedPath(planId))).body).toEqual({ feed: null });
  });
});

describe('GET the subscription address (no cookie)', () => {
  it('serves the plan as text/calendar: its attempt dates and LH runs, discreet titles, alarms, briefly cached', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { body: feed } = await subscribe(client, planId, {}, 'ar');
    const plan = (await client.get<FullDetails>(`/api/plans/${planId}`)).body;
    const { response, lines, events } = await fetchFeed(feed.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(lines).toContain('X-WR-CALNAME:نسل');
    const attempts = events.filter((event) => event.uid.includes('-attempt-'));
    expect(attempts.map((event) => event.start)).toEqual(plan.planData.intercourse.dates.map((d) => d.date));
    expect(events.some((event) => event.uid.includes('-lh-'))).toBe(true);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.every((event) => event.uid.startsWith(`${planId}-`) && event.sequence === 0)).toBe(true);
    expect(attempts.every((event) => event.summary === 'تذكير نسل')).toBe(true);
    expect(events.every((event) => event.alarms.length === 1 && event.alarms[0] === '-PT3H')).toBe(true);
  });

  it('plain titles and the morning alarm when she asks; no LH runs when she does not want them', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { body: feed } = await subscribe(client, planId, {
      discreet: false,
      alarm: 'morning-of',
      lhTests: false,
    });
    const { events } = await fetchFeed(feed.url);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.summary === 'Nasl: attempt day')).toBe(true);
    expect(events.every((event) => event.alarms[0] === 'PT8H')).toBe(true);
  });

  it('after a re-plan serves the new dates at the same address: each event keeps its UID, a moved one a higher SEQUENCE', async () => {
    // Last period 26 days ago, 28-day cycle: her next period is due in 2 days. She logs it today, 2 days early.
    const { client, planId } = await ownerWithPlanMarkedPaid({
      lastPeriodDate: addDays(today, -26),
      cycleLength: 28,
    });
    const { body: feed } = await subscribe(client, planId, { lhTests: false });
    const before = (await fetchFeed(feed.url)).events;
    const logged = await client.post<FullDetails>(`/api/plans/${planId}/cycle-events`, {
      type: 'period-start',
      date: today,
    });
    expect(logged.status).toBe(201);
    const after = (await fetchFeed(feed.url)).events;
    expect(after.map((event) => event.start)).toEqual(
      logged.body.planData.intercourse.dates.map((d) => d.date),
    );
    const beforeByUid = new Map(before.map((event) => [event.uid, event]));
    const moved = after.filter((event) => beforeByUid.get(event.uid)?.start !== event.start);
    expect(moved.length).toBeGreaterThan(0);
    for (const event of after) {
      const previous = beforeByUid.get(event.uid);
      if (!previous) continue;
      expect(event.sequence, event.uid).toBe(previous.start === event.start ? 0 : 1);
    }
    // Every event the new plan still has in the same cycle keeps its UID.
    expect(after.filter((event) => beforeByUid.has(event.uid)).length).toBeGreaterThan(after.length / 2);
    // Removed ones are not served; fetched again, nothing moves further.
    const again = (await fetchFeed(feed.url)).events;
    expect(again).toEqual(after);
    const undo = await client.request<FullDetails>(
      'DELETE',
      `/api/plans/${planId}/cycle-events/${logged.body.cycleEvents[0]!.id}`,
    );
    expect(undo.status).toBe(200);
    const undone = (await fetchFeed(feed.url)).events;
    expect(undone.map((event) => event.start)).toEqual(before.map((event) => event.start));
    for (const event of undone) {
      expect(event.sequence).toBe(moved.some((m) => m.uid === event.uid) ? 2 : 0);
    }
  });

  it('a wrong token, a wrong plan, a malformed address: 404; a plan no longer paid: 404', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { body: feed } = await subscribe(client, planId);
    const other = await ownerWithPlanMarkedPaid();
    const tokenFile = feed.url.split('/').at(-1)!;
    for (const path of [
      `/api/calendar-feeds/${planId}/${'A'.repeat(43)}.ics`,
      `/api/calendar-feeds/${other.planId}/${tokenFile}`,
      `/api/calendar-feeds/${planId}/${tokenFile.replace('.ics', '')}`,
      `/api/calendar-feeds/${planId}/short.ics`,
    ]) {
      const { response, text } = await fetchFeed(`${BASE_URL}${path}`);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(text)).toEqual({ message: messages.calendarFeedNotFound.ar });
    }
    await setPlanFields(planId, { isPaid: false });
    expect((await fetchFeed(feed.url)).response.status).toBe(404);
  });

  it('is throttled per subscription: past the limit 429 with Retry-After', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { body: feed } = await subscribe(client, planId);
    // The test stack's limit (scripts/test.ts), written out.
    const limit = 6;
    expect(process.env.RATE_LIMIT_CALENDAR_FEED_READS).toBe(`${limit}/60`);
    for (let index = 0; index < limit; index += 1)
      expect((await fetchFeed(feed.url)).response.status).toBe(200);
    const refused = (await fetchFeed(feed.url)).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('DELETE /api/plans/{id}/calendar-feed', () => {
  it('stops the address (404 from then on); a new subscription gets a new address', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { body: feed } = await subscribe(client, planId);
    expect((await fetchFeed(feed.url)).response.status).toBe(200);
    const stopped = await client.request<ErrorBody>('DELETE', feedPath(planId));
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe(m('calendarFeedStopped'));
    expect((await fetchFeed(feed.url)).response.status).toBe(404);
    expect((await client.request('DELETE', feedPath(planId))).status).toBe(404);
    expect((await client.get<CalendarFeedStatus>(feedPath(planId))).body.feed).toBeNull();
    const renewed = await subscribe(client, planId);
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(feed.url);
  });
});
