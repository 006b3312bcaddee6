import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  diffDays,
  MAX_CYCLE_EVENTS_PER_PLAN,
  messages,
  type AccountExport,
  type AdminAuditEntry,
  type AdminUserRecord,
  type CycleEvent,
  type PlanData,
  type PlanDetails,
} from '@nasl/core';
import { PLAN_ENGINE_VERSION } from '../../functions/src/plan-engine/build-plan.ts';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import {
  markPlanPaid,
  planDoc,
  replacePlanDoc,
  setPlanFields,
  storedPlanContent,
} from '../support/firebase.ts';
import { ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { today } from '../support/plans.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

type FullDetails = Extract<PlanDetails, { locked: false }>;
type LockedDetails = Extract<PlanDetails, { locked: true }>;

const m = (key: keyof typeof messages) => messages[key].en;

function logEvent(client: Client, planId: string, body: unknown, lang: 'ar' | 'en' = 'en') {
  return client.post<FullDetails>(`/api/plans/${planId}/cycle-events`, body, { lang });
}

function deleteEvent(client: Client, planId: string, eventId: string) {
  return client.request<FullDetails>('DELETE', `/api/plans/${planId}/cycle-events/${eventId}`);
}

/**
 * Checks, written out here rather than taken from the engine, that the plan's days from `anchor` on count
 * cycle days from it: day 1 on `anchor` (when in the plan), each later cycle day 1 after a cycle of one of
 * `lengths` days, and every day numbered from its cycle's first day.
 */
function expectCyclesFrom(days: PlanData['cycle']['days'], anchor: string, lengths: readonly number[]) {
  let start = anchor;
  for (const day of days.filter((entry) => diffDays(entry.date, anchor) >= 0)) {
    if (day.cycleDay === 1 && day.date !== start) {
      expect(lengths, `the cycle before ${day.date}`).toContain(diffDays(day.date, start));
      start = day.date;
    }
    expect(day.cycleDay, day.date).toBe(diffDays(day.date, start) + 1);
    expect(day.cycleDay, day.date).toBeLessThanOrEqual(Math.max(...lengths));
  }
}

const attemptDates = (plan: PlanData) => plan.intercourse.dates.map((date) => date.date);
const daysWith = (plan: PlanData, activity: string) =>
  plan.cycle.days.filter((day) => day.activities.includes(activity as never)).map((day) => day.date);

describe('POST /api/plans/{id}/cycle-events: who may log', () => {
  it('refuses guests with 401, writing nothing', async () => {
    const { planId: id } = await ownerWithPlanMarkedPaid();
    const before = await planDoc(id);
    const response = await logEvent(new Client(), id, { type: 'period-start', date: today });
    expect(response.status).toBe(401);
    expect(await planDoc(id)).toEqual(before);
  });

  it("refuses someone else's plan with 403 (paid or not) and an unknown plan with 404", async () => {
    const { planId: id } = await ownerWithPlanMarkedPaid();
    const stranger = await registeredClient();
    const before = await planDoc(id);
    const response = await logEvent(stranger.client, id, { type: 'period-start', date: today });
    expect(response.status).toBe(403);
    expect((response.body as unknown as ErrorBody).message).toBe(m('forbidden'));
    expect(await planDoc(id)).toEqual(before);
    expect(
      (await logEvent(stranger.client, 'doesNotExist12345678', { type: 'lh-positive', date: today })).status,
    ).toBe(404);
    expect((await logEvent(stranger.client, '..', { type: 'lh-positive', date: today })).status).toBe(404);
  });

  it('refuses the owner of an unpaid plan with 402 and the payment message, writing nothing', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client);
    const before = await planDoc(created.id);
    const response = await logEvent(client, created.id, { type: 'period-start', date: today });
    expect(response.status).toBe(402);
    expect((response.body as unknown as ErrorBody).message).toBe(m('cycleEventsNeedPayment'));
    const arabic = await logEvent(client, created.id, { type: 'period-start', date: today }, 'ar');
    expect((arabic.body as unknown as ErrorBody).message).toBe(messages.cycleEventsNeedPayment.ar);
    expect(await planDoc(created.id)).toEqual(before);
  });

  it('lets an admin log on any plan, even unpaid; its owner still sees the locked view and no events', async () => {
    const owner = await registeredClient();
    const created = await createPlan(owner.client);
    const admin = await adminClient();
    const response = await logEvent(admin, created.id, { type: 'lh-positive', date: today });
    expect(response.status).toBe(201);
    expect(response.body.locked).toBe(false);
    expect(response.body.cycleEvents).toHaveLength(1);
    const seenByOwner = await owner.client.get<LockedDetails>(`/api/plans/${created.id}`);
    expect(seenByOwner.body).toMatchObject({ locked: true, isPaid: false, cycleEvents: [] });
    expect(seenByOwner.body.planData).not.toHaveProperty('cycle');
    expect(await planDoc(created.id)).toMatchObject({ isPaid: false, paymentStatus: 'pending' });
  });
});

describe('POST /api/plans/{id}/cycle-events: re-planning from a period start', () => {
  it('counts cycle days from the logged day on, keeps the days before it, and stores both languages', async () => {
    // Answered: last period 26 days ago, 28-day cycle (a usual length of about 28.5 days once weighed with
    // the mean), so the next one was due the day after tomorrow. She logs it tomorrow: a cycle of 27 days.
    const lastPeriodDate = addDays(today, -26);
    const logged = addDays(today, 1);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({
      lastPeriodDate,
      cycleLength: 28,
      gender: 'boy',
    });
    const before = (await client.get<FullDetails>(`/api/plans/${id}`)).body;
    const response = await logEvent(client, id, { type: 'period-start', date: logged });
    expect(response.status).toBe(201);
    const plan = response.body;
    expect(plan).toMatchObject({ id, isPaid: true, locked: false, paymentStatus: 'completed' });
    expect(plan.cycleEvents).toEqual([
      { id: expect.any(String), type: 'period-start', date: logged, createdAt: expect.any(String) },
    ]);

    const days = plan.planData.cycle.days;
    expect(days[0]!.date).toBe(today);
    expect(days.at(-1)!.date).toBe(addDays(addMonths(today, 3), -1));
    // Her usual length: the mean's 29.3 (± 6), her answered 28 (± 4.5) and the 27 days she measured
    // (± 1.8 to 3.4, plus 1.5 for her remembered date), weighed by their precision: 27.4 to 27.8 days. Her
    // cycles from the logged day are 27 or 28 days long.
    expect(plan.planData.cycle.lengthSource).toBe('observed');
    expect([27, 28]).toContain(plan.planData.cycle.length);
    expectCyclesFrom(days, logged, [27, 28]);
    // Before the logged day, the answered cycle goes on (today is its day 27).
    expect(days[0]!.cycleDay).toBe(diffDays(today, lastPeriodDate) + 1);
    for (const day of days) {
      expect(day.activities.includes('period'), day.date).toBe(
        diffDays(day.date, logged) >= 0 && day.cycleDay <= 5,
      );
    }
    // History: today keeps what the plan said before.
    expect(days[0]).toEqual(before.planData.cycle.days[0]);
    // Boy: ovulation on cycle day round(27.x − 12.4) = 15 (a mean luteal phase of 12.4 days), so the
    // ovulation day and the day before it: cycle days 14 and 15, counted from the logged day.
    const expectedAttempts = days
      .filter((day) => diffDays(day.date, logged) >= 0 && [14, 15].includes(day.cycleDay))
      .map((day) => day.date);
    expect(expectedAttempts.length).toBeGreaterThanOrEqual(6);
    expect(attemptDates(plan.planData)).toEqual(expectedAttempts);
    expect(attemptDates(plan.planData)).not.toEqual(attemptDates(before.planData));
    expect(plan.planData.cycle.notes.join(' ')).toContain('the period start you logged');

    const stored = await planDoc(id);
    expect(stored).toMatchObject({ isPaid: true, engineVersion: PLAN_ENGINE_VERSION });
    const storedPlans = storedPlanContent(stored!);
    expect(storedPlans.en).toEqual(plan.planData);
    expect(storedPlans.ar.cycle.days).toEqual(plan.planData.cycle.days);
    expect(storedPlans.ar.cycle.notes.join(' ')).toMatch(/[\u0600-\u06FF]/);

    const read = await client.get<FullDetails>(`/api/plans/${id}`);
    expect(read.body.planData).toEqual(plan.planData);
    expect(read.body.cycleEvents).toEqual(plan.cycleEvents);
    const arabic = await client.get<FullDetails>(`/api/plans/${id}`, { lang: 'ar' });
    expect(arabic.body.planData.cycle.days).toEqual(plan.planData.cycle.days);
    expect(arabic.body.planData.cycle.notes[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('is idempotent: the same type and date again answers 200 with the same plan and writes nothing', async () => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid();
    const first = await logEvent(client, id, { type: 'period-start', date: today });
    expect(first.status).toBe(201);
    const stored = await planDoc(id);
    const again = await logEvent(client, id, { type: 'period-start', date: today });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await planDoc(id)).toEqual(stored);
  });

  it('uses her observed cycle length from the first cycle she logs on, her answer weighing less with each, and says so', async () => {
    const lastPeriodDate = addDays(today, -93);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate, cycleLength: 28 });
    const first = addDays(today, -93);
    const second = addDays(today, -62);
    const third = addDays(today, -31);
    // The answered day itself: no cycle measured yet, her answer (28.5 days once weighed with the mean).
    const none = await logEvent(client, id, { type: 'period-start', date: first });
    expect(none.body.planData.cycle).toMatchObject({ length: 28, lengthSource: 'answer' });
    // One cycle of 31 days, weighed by precision with her answer (28 ± 4.5) and the mean (29.3 ± 6):
    // 30.5 days (29.8 if her cycles vary more).
    const one = await logEvent(client, id, { type: 'period-start', date: second });
    expect(one.body.planData.cycle).toMatchObject({ length: 30, lengthSource: 'observed' });
    expect(one.body.planData.cycle.notes.join(' ')).toContain(
      'Your usual cycle is estimated at 30 days from the 1 cycle between your logged periods, with the 28 days you answered',
    );
    // Two cycles of 31 days: 30.7 days.
    const response = await logEvent(client, id, { type: 'period-start', date: third });
    expect(response.status).toBe(201);
    const { cycle } = response.body.planData;
    expect(cycle).toMatchObject({ length: 31, lengthSource: 'observed' });
    expect(cycle.notes.join(' ')).toContain(
      'estimated at 31 days from the 2 cycles between your logged periods',
    );
    expectCyclesFrom(cycle.days, third, [30, 31]);
    expect(response.body.planData.summary.timing).toContain('your own cycle length of 31 days');
    expect(response.body.cycleEvents.map((event) => event.date)).toEqual([third, second, first]);
  });

  it('reads a gap over 60 days between logged periods as two cycles with a period not logged, never as one, and says so', async () => {
    const lastPeriodDate = addDays(today, -100);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate, cycleLength: 28 });
    const before = addDays(today, -72);
    const after = addDays(today, -7);
    await logEvent(client, id, { type: 'period-start', date: before });
    const response = await logEvent(client, id, { type: 'period-start', date: after });
    expect(response.status).toBe(201);
    const { cycle } = response.body.planData;
    const entry = cycle.entries.find((e) => e.id === response.body.cycleEvents[0]!.id);
    expect(entry).toMatchObject({ reading: 'after-missed', byHer: false, missed: [expect.any(String)] });
    // The period not logged lies where the plan expected it then: a usual cycle (about 28 days) after the
    // one before, and the calendar's cycle day 1 is on that same day.
    const missedOn = diffDays(entry!.missed![0]!, before);
    expect(missedOn).toBeGreaterThanOrEqual(26);
    expect(missedOn).toBeLessThanOrEqual(33);
    const dayOfMissed = cycle.days.find((day) => day.date === entry!.missed![0]!);
    if (dayOfMissed) expect(dayOfMissed.cycleDay).toBe(1);
    expect(cycle.notes.join(' ')).toContain('there are 65 days, about 2 of your cycles');
    // Her usual length lies between her answer and the two cycles of 32.5 days, far from 65.
    expect(cycle.length).toBeGreaterThanOrEqual(28);
    expect(cycle.length).toBeLessThanOrEqual(33);
    expect(Math.max(...cycle.days.map((day) => day.cycleDay))).toBeLessThanOrEqual(33);
  });
});

describe('POST /api/plans/{id}/cycle-events: a positive LH test', () => {
  it('boy: the attempts of that cycle become the day of the test and the next; her tests lead the cycles after', async () => {
    const lastPeriodDate = addDays(today, -5);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({
      lastPeriodDate,
      cycleLength: 28,
      gender: 'boy',
    });
    const before = (await client.get<FullDetails>(`/api/plans/${id}`)).body.planData;
    const positive = addDays(today, 1);
    const response = await logEvent(client, id, { type: 'lh-positive', date: positive });
    expect(response.status).toBe(201);
    const plan = response.body.planData;
    const dates = attemptDates(plan);
    // The test on cycle day 7: ovulation on day 8, and the next period after a luteal phase of 12 days
    // (the mean 12.4, in whole days), on day 21.
    const nextPeriod = addDays(positive, 14);
    expect(plan.cycle.days.find((day) => day.date === nextPeriod)).toMatchObject({
      cycleDay: 1,
      activities: expect.arrayContaining(['period']),
    });
    const thisCycle = (date: string) => diffDays(date, nextPeriod) < 0;
    // The calendar's dates of that cycle are replaced, and the cycles after it have no calendar date: she
    // tests every day of their marked days and attempts on the day her test turns positive.
    expect(attemptDates(before).filter(thisCycle).length).toBeGreaterThan(0);
    expect(dates).toEqual([positive, addDays(positive, 1)]);
    const nextCycleTests = daysWith(plan, 'lh-test').filter((date) => !thisCycle(date));
    expect(nextCycleTests.length).toBeGreaterThan(0);
    expect(
      daysWith(plan, 'lh-test').filter((date) => diffDays(date, positive) >= 0 && thisCycle(date)),
    ).toEqual([]);
    const notes = plan.cycle.notes.join(' ');
    expect(notes).toContain('Positive LH test');
    expect(notes).toContain('Your LH tests found your surge');
  });

  it('girl: her window for that cycle has passed, no attempt until the next one, and the plan says why', async () => {
    const lastPeriodDate = addDays(today, -5);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({
      lastPeriodDate,
      cycleLength: 28,
      gender: 'girl',
    });
    const before = (await client.get<FullDetails>(`/api/plans/${id}`)).body.planData;
    const positive = addDays(today, 1);
    const response = await logEvent(client, id, { type: 'lh-positive', date: positive });
    const plan = response.body.planData;
    const nextPeriod = addDays(positive, 15);
    const thisCycle = (date: string) => diffDays(date, nextPeriod) < 0;
    expect(attemptDates(before).filter(thisCycle).length).toBeGreaterThan(0);
    expect(attemptDates(plan).filter(thisCycle)).toEqual([]);
    expect(daysWith(plan, 'avoid').filter(thisCycle)).toEqual([0, 1, 2, 3].map((n) => addDays(positive, n)));
    expect(plan.cycle.notes.join(' ')).toContain('the days for a girl in that cycle have passed');
  });
});

describe('POST /api/plans/{id}/cycle-events: bad input (400, nothing written)', () => {
  const lastPeriodDate = addDays(today, -50);
  const cases: [string, unknown, string][] = [
    ['an unknown type', { type: 'ovulation', date: today }, m('cycleEventTypeInvalid')],
    ['no type', { date: today }, m('cycleEventTypeInvalid')],
    ['a malformed date', { type: 'period-start', date: '2026-1-5' }, m('cycleEventDateInvalid')],
    ['an impossible date', { type: 'period-start', date: '2027-02-30' }, m('cycleEventDateInvalid')],
    ['a date that is a number', { type: 'period-start', date: 20270203 }, m('cycleEventDateInvalid')],
    ['no date', { type: 'lh-positive' }, m('cycleEventDateInvalid')],
    ['a date after tomorrow', { type: 'lh-positive', date: addDays(today, 2) }, m('cycleEventDateInFuture')],
    [
      "a date before the plan's last period",
      { type: 'period-start', date: addDays(lastPeriodDate, -1) },
      m('cycleEventDateBeforePlan'),
    ],
    [
      'a period start during a logged period (2 days after its start)',
      { type: 'period-start', date: addDays(today, -20) },
      m('cycleEventTooClose'),
    ],
    [
      'a start she calls a period 14 days after a logged one',
      { type: 'period-start', date: addDays(today, -8), reading: 'period' },
      m('cycleEventTooClose'),
    ],
    [
      'a start she calls a period 14 days before a logged one',
      { type: 'period-start', date: addDays(today, -36), reading: 'period' },
      m('cycleEventTooClose'),
    ],
    [
      'a reading given for a positive LH test',
      { type: 'lh-positive', date: today, reading: 'period' },
      m('cycleEventReadingNotPeriod'),
    ],
    [
      'an unknown reading',
      { type: 'period-start', date: today, reading: 'maybe' },
      m('cycleEventReadingInvalid'),
    ],
    ['a list instead of an object', [{ type: 'period-start', date: today }], m('invalidBody')],
  ];

  it.each(cases)('refuses %s', async (_, body, message) => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate });
    // One logged period start 22 days ago (28 days after the answered one, read as a period): the
    // reference for "too close".
    const reference = await logEvent(client, id, { type: 'period-start', date: addDays(today, -22) });
    expect(reference.status).toBe(201);
    expect(reference.body.planData.cycle.entries).toEqual([
      { id: reference.body.cycleEvents[0]!.id, reading: 'period', byHer: false },
    ]);
    const before = await planDoc(id);
    const response = await client.post<ErrorBody>(`/api/plans/${id}/cycle-events`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await planDoc(id)).toEqual(before);
  });

  it('accepts tomorrow, the latest date she may log', async () => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate });
    expect((await logEvent(client, id, { type: 'lh-positive', date: addDays(today, 1) })).status).toBe(201);
  });

  it(`refuses a new event once the plan holds ${MAX_CYCLE_EVENTS_PER_PLAN}, but still answers a repeated one`, async () => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -200) });
    const events = Array.from({ length: MAX_CYCLE_EVENTS_PER_PLAN }, (_, index) => ({
      id: `seeded-${index}`,
      type: 'lh-positive',
      date: addDays(today, -index),
      createdAt: new Date(),
    }));
    await setPlanFields(id, { cycleEvents: events });
    const before = await planDoc(id);
    const refused = await client.post<ErrorBody>(`/api/plans/${id}/cycle-events`, {
      type: 'period-start',
      date: addDays(today, -150),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m('cycleEventsLimit'));
    expect(await planDoc(id)).toEqual(before);
    const repeated = await logEvent(client, id, { type: 'lh-positive', date: today });
    expect(repeated.status).toBe(200);
    expect(repeated.body.cycleEvents).toHaveLength(MAX_CYCLE_EVENTS_PER_PLAN);
  });
});

describe('DELETE /api/plans/{id}/cycle-events/{eventId}', () => {
  it('undoes an entry: the plan is re-planned as if it had never been logged', async () => {
    const lastPeriodDate = addDays(today, -26);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate });
    const original = (await client.get<FullDetails>(`/api/plans/${id}`)).body;
    const withPeriod = (await logEvent(client, id, { type: 'period-start', date: addDays(today, 1) })).body;
    const withBoth = (await logEvent(client, id, { type: 'lh-positive', date: today })).body;
    expect(withBoth.cycleEvents.map((event) => event.type)).toEqual(['period-start', 'lh-positive']);
    const lh = withBoth.cycleEvents.find((event) => event.type === 'lh-positive')!;
    const undone = await deleteEvent(client, id, lh.id);
    expect(undone.status).toBe(200);
    expect(undone.body.cycleEvents).toEqual(withPeriod.cycleEvents);
    expect(undone.body.planData).toEqual(withPeriod.planData);
    const period = withPeriod.cycleEvents[0]!;
    const empty = await deleteEvent(client, id, period.id);
    expect(empty.body.cycleEvents).toEqual([]);
    expect(empty.body.planData).toEqual(original.planData);
    expect(await planDoc(id)).toMatchObject({ cycleEvents: [], isPaid: true });
  });

  it('answers 404 for an event the plan does not hold, writing nothing', async () => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid();
    await logEvent(client, id, { type: 'period-start', date: today });
    const before = await planDoc(id);
    const response = await client.request<ErrorBody>('DELETE', `/api/plans/${id}/cycle-events/not-an-event`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(m('cycleEventNotFound'));
    expect(await planDoc(id)).toEqual(before);
  });

  it('has the same rights as logging: 401 guest, 403 someone else, 402 unpaid, 404 unknown plan; an admin may', async () => {
    const { client, planId: id } = await ownerWithPlanMarkedPaid();
    const logged = (await logEvent(client, id, { type: 'period-start', date: today })).body.cycleEvents[0]!;
    const before = await planDoc(id);
    expect((await deleteEvent(new Client(), id, logged.id)).status).toBe(401);
    expect((await deleteEvent((await registeredClient()).client, id, logged.id)).status).toBe(403);
    expect((await deleteEvent(client, 'doesNotExist12345678', logged.id)).status).toBe(404);
    expect(await planDoc(id)).toEqual(before);

    await setPlanFields(id, { isPaid: false, paymentStatus: 'pending' });
    const unpaid = await client.request<ErrorBody>('DELETE', `/api/plans/${id}/cycle-events/${logged.id}`);
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe(m('cycleEventsNeedPayment'));

    const admin = await adminClient();
    const byAdmin = await deleteEvent(admin, id, logged.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.cycleEvents).toEqual([]);
  });
});

describe('the admin audit log and cycle events', () => {
  const entriesOfPlan = async (admin: Client, planId: string) =>
    (await admin.get<AdminAuditEntry[]>('/api/admin/audit?limit=200')).body.filter(
      (entry) => entry.planId === planId,
    );

  it('records every event an admin logs or undoes on someone else’s plan, unpaid or paid, newest first', async () => {
    const admin = await adminClient();
    const owner = await registeredClient({ name: 'Cycle Owner' });
    const unpaid = await createPlan(owner.client);
    const logged = await logEvent(admin, unpaid.id, { type: 'period-start', date: today });
    expect(logged.status).toBe(201);
    const eventId = logged.body.cycleEvents[0]!.id;
    // The same event again changes nothing, and logs nothing.
    expect((await logEvent(admin, unpaid.id, { type: 'period-start', date: today })).status).toBe(200);
    expect((await deleteEvent(admin, unpaid.id, eventId)).status).toBe(200);

    const entries = await entriesOfPlan(admin, unpaid.id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete-cycle-event', 'log-cycle-event']);
    expect(entries[1]).toMatchObject({
      targetUser: { id: owner.user.id, name: 'Cycle Owner' },
      actor: { email: process.env.NASL_ADMIN_EMAIL!.toLowerCase() },
    });

    // Her download names them as done to her, without naming the admin.
    const exported = await owner.client.get<AccountExport>('/api/user/export');
    expect(exported.body.auditEntries).toEqual([
      expect.objectContaining({ action: 'log-cycle-event', role: 'subject', planId: unpaid.id }),
      expect.objectContaining({ action: 'delete-cycle-event', role: 'subject', planId: unpaid.id }),
    ]);
    expect(JSON.stringify(exported.body.auditEntries)).not.toContain('actor');
  });

  it('records nothing for the owner’s own events, nor for a refused one', async () => {
    const admin = await adminClient();
    const { client, planId: id } = await ownerWithPlanMarkedPaid();
    const logged = await logEvent(client, id, { type: 'lh-positive', date: today });
    expect(logged.status).toBe(201);
    expect((await deleteEvent(client, id, logged.body.cycleEvents[0]!.id)).status).toBe(200);
    expect((await logEvent(admin, id, { type: 'period-start', date: '1999-01-01' })).status).toBe(400);
    expect(await entriesOfPlan(admin, id)).toEqual([]);
  });
});

describe('GET /api/plans/{id} and the admin user records', () => {
  it('lists the events newest first, on the plan and in the admin record of its owner', async () => {
    const {
      client,
      planId: id,
      registration,
    } = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -40) });
    await logEvent(client, id, { type: 'period-start', date: addDays(today, -10) });
    await logEvent(client, id, { type: 'lh-positive', date: today });
    await logEvent(client, id, { type: 'period-start', date: addDays(today, -38) });
    const read = await client.get<FullDetails>(`/api/plans/${id}`);
    const dates = read.body.cycleEvents.map((event: CycleEvent) => event.date);
    expect(dates).toEqual([today, addDays(today, -10), addDays(today, -38)]);

    const admin = await adminClient();
    const users = await admin.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(registration.email)}`,
    );
    const record = users.body.find((user) => user.email === registration.email);
    expect(record?.cycleEvents).toEqual(read.body.cycleEvents);
  });

  it('gives a person without a plan no events in the admin record', async () => {
    const { registration } = await registeredClient();
    const admin = await adminClient();
    const users = await admin.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(registration.email)}`,
    );
    expect(users.body.find((user) => user.email === registration.email)?.cycleEvents).toEqual([]);
  });
});

describe('a plan stored before cycle events existed', () => {
  /** The plan document as the server stored it before: no period length, no engine version, no events. */
  async function makeOldFormat(id: string) {
    const doc = (await planDoc(id))!;
    const { engineVersion: _version, cycleEvents: _events, ...rest } = doc;
    const { periodLength: _periodLength, ...formData } = doc.formData as Record<string, unknown>;
    const oldPlanData = Object.fromEntries(
      Object.entries(storedPlanContent(doc)).map(([lang, plan]) => {
        const { notices: _notices, cycle: _cycle, ...older } = plan;
        const { successRateNote: _note, evidenceNote: _evidence, ...summary } = plan.summary;
        const { ramadanMeals: _ramadan, ...diet } = plan.diet;
        return [lang, { ...older, summary, diet }];
      }),
    );
    await replacePlanDoc(id, { ...rest, formData, planData: oldPlanData });
  }

  it('still reads in the current shape (rebuilt, nothing written), and is stored in it once she logs', async () => {
    const owner = await registeredClient();
    const created = await createPlan(owner.client, { lastPeriodDate: addDays(today, -20) });
    await markPlanPaid(created.id);
    await makeOldFormat(created.id);
    const old = await planDoc(created.id);
    expect(old).not.toHaveProperty('engineVersion');

    const read = await owner.client.get<FullDetails>(`/api/plans/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.formData.periodLength).toBe(5);
    expect(read.body.cycleEvents).toEqual([]);
    expect(read.body.planData.cycle.periodLength).toBe(5);
    expect(read.body.planData.cycle.days.length).toBe(diffDays(addMonths(today, 3), today));
    expect(await planDoc(created.id)).toEqual(old);

    const list = await owner.client.get<{ id: string; locked: boolean }[]>('/api/user/plans');
    expect(list.status).toBe(200);

    const logged = await logEvent(owner.client, created.id, { type: 'period-start', date: today });
    expect(logged.status).toBe(201);
    const stored = await planDoc(created.id);
    expect(stored).toMatchObject({
      engineVersion: PLAN_ENGINE_VERSION,
      formData: { periodLength: 5 },
      isPaid: true,
    });
    expect(storedPlanContent(stored!).en.cycle.days.length).toBeGreaterThan(0);
  });
});
