import { describe, expect, it } from 'vitest';
import {
  addDays,
  messages,
  type AccountExport,
  type CalendarFeed,
  type PartnerPlan,
  type PlanDetails,
  type ReminderSettings,
} from '@nasl/core';
import { planDoc, setPlanFields } from '../support/firebase.ts';
import { adminClient, BASE_URL, Client, registeredClient } from '../support/http.ts';
import { today } from '../support/plans.ts';
import { husbandOf, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';

type Message = { message: string; fields?: Record<string, string> };
type FullDetails = Extract<PlanDetails, { locked: false }>;
const m = (key: keyof typeof messages) => messages[key].en;
const tomorrow = addDays(today, 1);

/**
 * A paid boy plan whose first attempt dates are today and tomorrow: her period began two weeks ago (the
 * cycle model puts a 28-day cycle's boy dates on its days 15 and 16; a day either side is tried too).
 */
async function paidPlanTryingToday() {
  for (const daysAgo of [14, 13, 15]) {
    const owner = await ownerWithPlanMarkedPaid({ gender: 'boy', lastPeriodDate: addDays(today, -daysAgo) });
    const plan = (await owner.client.get<FullDetails>(`/api/plans/${owner.planId}`)).body;
    const attempts = plan.planData.intercourse.dates.map((date) => date.date);
    const due = attempts.filter((date) => date <= tomorrow);
    if (due.length > 0) return { ...owner, plan, attempts, due };
  }
  throw new Error('no plan with an attempt date by tomorrow');
}

const pregnancy = (client: Client, planId: string, body: unknown, lang: 'ar' | 'en' = 'en') =>
  client.post<FullDetails & Message>(`/api/plans/${planId}/pregnancy`, body, { lang });
const undoPregnancy = (client: Client, planId: string) =>
  client.request<FullDetails & Message>('DELETE', `/api/plans/${planId}/pregnancy`);
const outcome = (client: Client, planId: string, body: unknown) =>
  client.put<FullDetails & Message>(`/api/plans/${planId}/outcome`, body);
const checkIn = (client: Client, planId: string, body: unknown) =>
  client.post<FullDetails & Message>(`/api/plans/${planId}/check-ins`, body);

describe('POST /api/plans/{id}/pregnancy: who may, and what it refuses', () => {
  it('401 for a guest, 403 for someone else and for an admin, 402 unpaid, 404 unknown; nothing written', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const body = { positiveTestDate: today };
    expect((await pregnancy(new Client(), planId, body)).status).toBe(401);
    const other = await registeredClient();
    expect((await pregnancy(other.client, planId, body)).status).toBe(403);
    expect((await pregnancy(await adminClient(), planId, body)).status).toBe(403);
    const unpaid = await createPlan(client);
    const refused = await pregnancy(client, unpaid.id, body);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(m('pregnancyNeedsPayment'));
    expect((await pregnancy(client, 'no-such-plan', body)).status).toBe(404);
    expect((await planDoc(planId))?.pregnancy).toBeUndefined();
    expect((await planDoc(unpaid.id))?.pregnancy).toBeUndefined();
  });

  it.each([
    ['no date', {}, m('pregnancyDateInvalid')],
    ['a date that is not a day', { positiveTestDate: '2026-02-30' }, m('pregnancyDateInvalid')],
    ['a number', { positiveTestDate: 20260101 }, m('pregnancyDateInvalid')],
    ['the day after tomorrow', { positiveTestDate: addDays(today, 2) }, m('pregnancyDateInFuture')],
    ['a day before the plan', { positiveTestDate: addDays(today, -1) }, m('pregnancyDateBeforePlan')],
  ])('400 for %s, with its message, and nothing written', async (_, body, message) => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const response = await pregnancy(client, planId, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fields?.positiveTestDate).toBe(message);
    expect((await planDoc(planId))?.pregnancy).toBeUndefined();
  });
});

describe('a pregnancy switches the plan to early-pregnancy guidance', () => {
  it('drops later dates, the reminders and calendar events after it, the method’s diet; tells her husband; DELETE undoes it', async () => {
    const { client, planId, plan: before, attempts } = await paidPlanTryingToday();
    const saved = await client.put<ReminderSettings>(`/api/plans/${planId}/reminders`, {
      enabled: true,
      eveningHour: 21,
      morningHour: 7,
      timeZone: 'Asia/Riyadh',
      discreet: true,
    });
    expect(saved.status).toBe(200);
    const feed = await client.post<CalendarFeed>(`/api/plans/${planId}/calendar-feed`, { lhTests: true });
    expect(feed.status).toBe(201);
    const husband = await husbandOf(client, planId);

    const response = await pregnancy(client, planId, { positiveTestDate: tomorrow });
    expect(response.status).toBe(201);
    const plan = response.body;
    expect(plan.pregnancy).toMatchObject({ positiveTestDate: tomorrow });
    expect(plan.planData.intercourse.dates.map((date) => date.date)).toEqual(
      attempts.filter((date) => date < tomorrow),
    );
    for (const day of plan.planData.cycle.days.filter((entry) => entry.date >= tomorrow)) {
      expect(day.activities).toEqual([]);
    }
    expect(plan.planData.pregnancy).toMatchObject({ positiveTestDate: tomorrow });
    expect(plan.planData.pregnancy!.fasting).toMatch(/may break the fast/);
    expect(plan.planData.summary.diet).toMatch(/^The diet for the baby’s sex stops with the pregnancy/);
    expect(plan.planData.diet.include).not.toEqual(before.planData.diet.include);

    // The reminders: none due from the test on.
    const reminders = await client.get<ReminderSettings>(`/api/plans/${planId}/reminders`);
    const next = reminders.body.nextReminderAt;
    if (next !== null) expect(next < `${tomorrow}T00:00:00`).toBe(true);
    // The calendar subscription: no event from the test on.
    const ics = await (await fetch(`${BASE_URL}${new URL(feed.body.url).pathname}`)).text();
    const starts = [...ics.matchAll(/DTSTART;VALUE=DATE:(\d{8})/g)].map(
      ([, d]) => `${d!.slice(0, 4)}-${d!.slice(4, 6)}-${d!.slice(6)}`,
    );
    expect(starts.every((date) => date < tomorrow)).toBe(true);
    // Her husband's view says so, in his language.
    const his = await husband.client.get<PartnerPlan>(`/api/plans/${planId}`, { lang: 'ar' });
    expect(his.body.planData.pregnancy?.note).toMatch(/^سُجّل حمل في /);
    expect(his.body.planData.days.filter((day) => day.date >= tomorrow).flatMap((d) => d.activities)).toEqual(
      [],
    );
    // In Arabic too, the guidance is written for her plan.
    const arabic = await client.get<FullDetails>(`/api/plans/${planId}`, { lang: 'ar' });
    expect(arabic.body.planData.pregnancy!.summary).toMatch(/^سُجّل اختبار حمل إيجابي في /);

    const again = await pregnancy(client, planId, { positiveTestDate: today });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m('pregnancyAlreadyRecorded'));

    const undone = await undoPregnancy(client, planId);
    expect(undone.status).toBe(200);
    expect(undone.body.pregnancy).toBeNull();
    expect(undone.body.planData.pregnancy).toBeNull();
    expect(undone.body.planData.intercourse.dates.map((date) => date.date)).toEqual(attempts);
    expect((await planDoc(planId))?.pregnancy).toBeUndefined();
    const none = await undoPregnancy(client, planId);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(m('pregnancyNotRecorded'));
  });
});

describe('PUT /api/plans/{id}/outcome', () => {
  it('needs the pregnancy first, checks its date, is saved and corrected, and holds the pregnancy', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid({ gender: 'girl' });
    const needs = await outcome(client, planId, { sex: 'boy', knownOn: today });
    expect(needs.status).toBe(409);
    expect(needs.body.message).toBe(m('outcomeNeedsPregnancy'));
    expect((await pregnancy(client, planId, { positiveTestDate: today })).status).toBe(201);

    for (const [body, message] of [
      [{ sex: 'twins', knownOn: today }, m('outcomeSexInvalid')],
      [{ sex: 'boy' }, m('outcomeDateInvalid')],
      [{ sex: 'boy', knownOn: addDays(today, 2) }, m('outcomeDateInFuture')],
      [{ sex: 'boy', knownOn: addDays(today, -1) }, m('outcomeDateBeforePregnancy')],
    ] as const) {
      const response = await outcome(client, planId, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await planDoc(planId))?.outcome).toBeUndefined();

    const first = await outcome(client, planId, { sex: 'undisclosed', knownOn: today });
    expect(first.status).toBe(201);
    expect(first.body.outcome).toMatchObject({ sex: 'undisclosed', knownOn: today });
    const corrected = await outcome(client, planId, { sex: 'boy', knownOn: tomorrow });
    expect(corrected.status).toBe(200);
    expect(corrected.body.outcome).toMatchObject({
      sex: 'boy',
      knownOn: tomorrow,
      reportedAt: first.body.outcome!.reportedAt,
    });
    const undo = await undoPregnancy(client, planId);
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe(m('pregnancyHasOutcome'));

    // Someone else, an admin, a guest: refused; nothing changes.
    const other = await registeredClient();
    expect((await outcome(other.client, planId, { sex: 'girl', knownOn: today })).status).toBe(403);
    expect((await outcome(await adminClient(), planId, { sex: 'girl', knownOn: today })).status).toBe(403);
    expect((await outcome(new Client(), planId, { sex: 'girl', knownOn: today })).status).toBe(401);
    expect((await planDoc(planId))?.outcome).toMatchObject({ sex: 'boy' });

    // In her export.
    const exported = await client.get<AccountExport>('/api/user/export');
    expect(exported.body.plans.find((item) => item.id === planId)).toMatchObject({
      outcome: { sex: 'boy', knownOn: tomorrow },
      pregnancy: { positiveTestDate: today },
    });
  });

  it('402 on an unpaid plan', async () => {
    const person = await registeredClient();
    const plan = await createPlan(person.client);
    const response = await outcome(person.client, plan.id, { sex: 'boy', knownOn: today });
    expect(response.status).toBe(402);
  });

  it('is deleted with her account', async () => {
    const { client, planId, registration } = await ownerWithPlanMarkedPaid();
    expect((await pregnancy(client, planId, { positiveTestDate: today })).status).toBe(201);
    expect((await outcome(client, planId, { sex: 'loss', knownOn: today })).status).toBe(201);
    const deleted = await client.request('DELETE', '/api/user', {
      body: { currentPassword: registration.password },
    });
    expect(deleted.status).toBe(200);
    expect(await planDoc(planId)).toBeUndefined();
  });
});

describe('POST /api/plans/{id}/check-ins and her adherence', () => {
  it('takes an attempt day and a diet week, one answer each, and counts them in the plan', async () => {
    const { client, planId, due } = await paidPlanTryingToday();
    const first = await checkIn(client, planId, { date: due[0], kind: 'attempt', done: true });
    expect(first.status).toBe(201);
    expect(first.body.checkIns).toEqual([
      expect.objectContaining({ date: due[0], kind: 'attempt', done: true }),
    ]);
    expect(first.body.adherence!.attemptDays.followed).toBe(1);
    expect(first.body.adherence!.attemptDays.due).toBeGreaterThanOrEqual(1);

    // The same day again replaces her answer.
    const changed = await checkIn(client, planId, { date: due[0], kind: 'attempt', done: false });
    expect(changed.status).toBe(200);
    expect(changed.body.checkIns).toHaveLength(1);
    expect(changed.body.adherence!.attemptDays.followed).toBe(0);

    const week = await checkIn(client, planId, { date: today, kind: 'diet-week', done: true });
    expect(week.status).toBe(201);
    expect(week.body.adherence?.dietWeeks).toEqual({ followed: 1, due: 1 });
    // At most one per week: a second day of the same week replaces it.
    const sameWeek = await checkIn(client, planId, { date: tomorrow, kind: 'diet-week', done: false });
    expect(sameWeek.status).toBe(200);
    expect(sameWeek.body.checkIns!.filter((entry) => entry.kind === 'diet-week')).toHaveLength(1);
    expect(sameWeek.body.adherence?.dietWeeks).toEqual({ followed: 0, due: 1 });
  });

  it.each([
    ['a kind it does not know', { date: today, kind: 'meal', done: true }, m('checkInKindInvalid')],
    ['no answer', { date: today, kind: 'attempt' }, m('checkInDoneInvalid')],
    ['a date that is not a day', { date: 'today', kind: 'attempt', done: true }, m('checkInDateInvalid')],
    [
      'the day after tomorrow',
      { date: addDays(today, 2), kind: 'diet-week', done: true },
      m('checkInDateInFuture'),
    ],
    [
      'a day before the plan',
      { date: addDays(today, -1), kind: 'diet-week', done: true },
      m('checkInOutsidePlan'),
    ],
  ])('400 for %s', async (_, body, message) => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const response = await checkIn(client, planId, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await planDoc(planId))?.checkIns).toBeUndefined();
  });

  it('400 for an attempt check-in on a day that is not an attempt date, or after her pregnancy', async () => {
    const { client, planId, attempts } = await paidPlanTryingToday();
    const notAttempt = [today, tomorrow].find((date) => !attempts.includes(date));
    if (notAttempt) {
      const response = await checkIn(client, planId, { date: notAttempt, kind: 'attempt', done: true });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(m('checkInNotAttemptDate'));
    }
    expect((await pregnancy(client, planId, { positiveTestDate: today })).status).toBe(201);
    const after = await checkIn(client, planId, { date: today, kind: 'attempt', done: true });
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(m('checkInAfterPregnancy'));
    const diet = await checkIn(client, planId, { date: today, kind: 'diet-week', done: true });
    expect(diet.status).toBe(400);
    expect(diet.body.message).toBe(m('checkInAfterPregnancy'));
  });

  it('401 guest, 403 someone else, 402 unpaid, 404 unknown', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const body = { date: today, kind: 'diet-week', done: true };
    expect((await checkIn(new Client(), planId, body)).status).toBe(401);
    expect((await checkIn((await registeredClient()).client, planId, body)).status).toBe(403);
    const unpaid = await createPlan(client);
    const refused = await checkIn(client, unpaid.id, body);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(m('checkInsNeedPayment'));
    expect((await checkIn(client, 'no-such-plan', body)).status).toBe(404);
  });

  it('a locked plan shows no check-ins, pregnancy or outcome', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    expect((await checkIn(client, planId, { date: today, kind: 'diet-week', done: true })).status).toBe(201);
    await setPlanFields(planId, { isPaid: false, paymentStatus: 'pending' });
    const locked = await client.get<PlanDetails>(`/api/plans/${planId}`);
    expect(locked.body).toMatchObject({ locked: true, checkIns: [], pregnancy: null, outcome: null });
  });
});
