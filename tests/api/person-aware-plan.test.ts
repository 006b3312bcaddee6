import { describe, expect, it } from 'vitest';
import { addDays, diffDays, messages, type LockedPlanData, type PlanDetails } from '@nasl/core';
import { PLAN_ENGINE_VERSION } from '../../functions/src/plan-engine/build-plan.ts';
import type { Client } from '../support/http.ts';
import { adminClient, registeredClient } from '../support/http.ts';
import {
  markPlanPaid,
  planDoc,
  plansOfUser,
  questionnairesOfUser,
  replacePlanDoc,
  storedPlanContent,
} from '../support/firebase.ts';
import { answers, today } from '../support/plans.ts';
import { createPlan, type PlanAnswer } from '../support/fixtures/plans.ts';
import { myPlanOf, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import type { ErrorBody } from '@nasl/core';

type FullDetails = Extract<PlanDetails, { locked: false }>;
type LockedDetails = Extract<PlanDetails, { locked: true }>;

const m = (key: keyof typeof messages, lang: 'ar' | 'en' = 'en') => messages[key][lang];

async function fullPlanAsAdmin(id: string, lang: 'ar' | 'en' = 'en'): Promise<FullDetails> {
  const admin = await adminClient();
  const response = await admin.get<FullDetails>(`/api/plans/${id}`, { lang });
  expect(response.status).toBe(200);
  return response.body;
}

describe('her age', () => {
  it.each([55, 90])(
    'a mother of %i: no dates, no diet method, no figure, an important notice; the plan cannot be bought',
    async (motherAge) => {
      const { client } = await registeredClient();
      const created = await createPlan(client, { motherAge });
      const locked = created.planData;
      expect(locked.summary).toMatchObject({ successRate: null, offersMethod: false });
      expect(locked.intercourse).toMatchObject({ totalDates: 0, sampleDates: [] });
      expect(locked.notices[0]?.level).toBe('important');
      // Not for sale, so nothing is locked: its general advice comes whole.
      expect(locked.diet.sampleIncludeItems).toHaveLength(locked.diet.includeCount);
      expect(locked.diet.sampleAvoidItems).toHaveLength(locked.diet.avoidCount);
      expect(locked.exercise.sampleRecommended).toHaveLength(locked.exercise.recommendedCount);
      expect(locked.exercise.sampleLimit).toHaveLength(locked.exercise.limitCount);

      for (const lang of ['en', 'ar'] as const) {
        const refused = await client.post<ErrorBody>(
          '/api/create-payment-intent',
          { planId: created.id },
          { lang },
        );
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(m('planNotForSale', lang));
      }
      expect(await planDoc(created.id)).toMatchObject({ isPaid: false, paymentIntentId: null });
      // The home page opens it rather than offering to pay for it.
      expect(await myPlanOf(client)).toEqual({ id: created.id, shared: false, paid: false, forSale: false });

      const full = await fullPlanAsAdmin(created.id);
      expect(full.planData.summary).toMatchObject({ successRate: null, offersMethod: false });
      expect(full.planData.intercourse.dates).toEqual([]);
      expect(full.planData.diet.include.join(' ')).not.toMatch(/potassium|magnesium/i);

      // An admin cannot unlock it either: there is nothing to sell.
      const admin = await adminClient();
      const unlock = await admin.post<ErrorBody>('/api/unlock-plan', { planId: created.id });
      expect(unlock.status).toBe(409);
      expect(unlock.body.message).toBe(m('planNotForSale'));
      expect(await planDoc(created.id)).toMatchObject({ isPaid: false });
    },
  );

  it('a mother of 46: no figure and no "6 to 12 months", a strong notice before payment; the plan is sold', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client, { motherAge: 46 });
    expect(created.planData.summary).toMatchObject({ successRate: null, offersMethod: true });
    expect(created.planData.notices[0]).toMatchObject({ level: 'important' });
    expect(created.planData.notices[0]?.text).toContain('about 1% a cycle or less');
    expect(created.planData.intercourse.totalDates).toBeGreaterThan(0);

    const full = await fullPlanAsAdmin(created.id);
    expect(full.planData.summary.successRate).toBeNull();
    expect(full.planData.summary.timing).not.toContain('6 to 12 months');

    const intent = await client.post<{ clientSecret: string }>('/api/create-payment-intent', {
      planId: created.id,
    });
    expect(intent.status).toBe(200);
    expect(intent.body.clientSecret).toBeTruthy();
  });

  it('a mother of 44 keeps her figure; a father of 60 gets a notice', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client, { motherAge: 44, fatherAge: 60 });
    expect(created.planData.summary.successRate).toEqual(expect.any(Number));
    expect(created.planData.notices.map((notice) => notice.text).join(' ')).toContain(
      'The husband is 60 or older',
    );
  });

  it('a plan stored with a figure before this change reads with none (rebuilt by the current engine)', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client, { motherAge: 55 });
    const doc = (await planDoc(created.id))!;
    const stale = Object.fromEntries(
      Object.entries(storedPlanContent(doc)).map(([lang, plan]) => [
        lang,
        JSON.stringify({ ...plan, summary: { ...plan.summary, successRate: 70 } }),
      ]),
    );
    await replacePlanDoc(created.id, { ...doc, engineVersion: 2, planData: stale });
    const read = await client.get<LockedDetails>(`/api/plans/${created.id}`);
    expect(read.body.planData.summary).toMatchObject({ successRate: null, offersMethod: false });
  });
});

describe('her health answer', () => {
  it('is optional: left out, the plan is made and says it does not know her health', async () => {
    const { client, user } = await registeredClient();
    const created = await createPlan(client, {});
    expect(created.planData.notices.map((notice) => notice.text).join(' ')).toContain(
      'Your answers say nothing about your health',
    );
    const full = await fullPlanAsAdmin(created.id);
    expect(full.formData).not.toHaveProperty('healthConditions');
    expect(await questionnairesOfUser(user.id)).toBe(1);
  });

  it('is stored with the answers and changes the plan: diabetes, after payment', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client, { gender: 'boy', healthConditions: ['diabetes'] });
    await markPlanPaid(created.id);
    const paid = await client.get<FullDetails>(`/api/plans/${created.id}`, { lang: 'en' });
    expect(paid.body.formData.healthConditions).toEqual(['diabetes']);
    const plan = paid.body.planData;
    const eaten = [...plan.diet.include, ...Object.values(plan.diet.meals)].join(' ');
    expect(eaten).not.toMatch(/orange juice|3 to 5 a day|three dates/i);
    expect(plan.diet.avoid.join(' ')).toContain('Juices and sweetened drinks');
    expect(plan.notices.map((notice) => notice.text).join(' ')).toContain('folic acid 5 mg');
  });

  it('with kidney disease, no potassium-rich or salty food in the foods or the meals, whatever the target', async () => {
    for (const gender of ['boy', 'girl'] as const) {
      const { client } = await registeredClient();
      const created = await createPlan(client, { gender, healthConditions: ['kidney-disease'] });
      await markPlanPaid(created.id);
      const paid = await client.get<FullDetails>(`/api/plans/${created.id}`, { lang: 'en' });
      const plan = paid.body.planData;
      const eaten = [
        ...plan.diet.include,
        ...Object.values(plan.diet.meals),
        ...Object.values(plan.diet.ramadanMeals ?? {}),
      ].join(' ');
      expect(eaten).not.toMatch(
        /avocado|banana|potato|\bdates\b|spinach|lentils|milk|yoghurt|\bolives\b|pickles/i,
      );
      expect(plan.summary.diet).toContain('the amounts of dairy, potassium, phosphorus and protein');
    }
  });

  const invalid: [string, unknown, keyof typeof messages][] = [
    ['an unknown condition', ['diabetes', 'cancer'], 'qHealthConditionsInvalid'],
    ['"none" with a condition', ['none', 'pcos'], 'qHealthConditionsNoneExclusive'],
    ['a repeated condition', ['thyroid', 'thyroid'], 'qHealthConditionsDuplicate'],
    ['an empty list', [], 'qHealthConditionsInvalid'],
    ['a single string', 'diabetes', 'qHealthConditionsInvalid'],
  ];
  it.each(invalid)('refuses %s with 400 and its message, storing nothing', async (_label, value, key) => {
    const { client, user } = await registeredClient();
    for (const lang of ['en', 'ar'] as const) {
      const response = await client.post<ErrorBody>(
        '/api/generate-plan',
        { ...answers(), healthConditions: value },
        { lang },
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(m(key, lang));
    }
    expect(await plansOfUser(user.id)).toBe(0);
    expect(await questionnairesOfUser(user.id)).toBe(0);
  });

  it('shows in the admin record of the person', async () => {
    const { client, user, registration } = await registeredClient();
    await createPlan(client, { healthConditions: ['pcos', 'thyroid'] });
    const admin = await adminClient();
    const users = await admin.get<{ id: string; questionnaire: { healthConditions?: string[] } | null }[]>(
      `/api/admin/users?search=${encodeURIComponent(registration.email)}`,
    );
    expect(users.status).toBe(200);
    const record = users.body.find((item) => item.id === user.id);
    expect(record?.questionnaire?.healthConditions).toEqual(['pcos', 'thyroid']);
  });
});

describe('the locked preview keeps the schedule', () => {
  function expectNoCycleDays(json: string) {
    expect(json).not.toContain('cycleDay');
    expect(json).not.toContain('lastPeriodDate');
    expect(json).not.toContain('cycleLength');
    expect(json).not.toContain('periodLength');
  }

  it('carries no cycle day, no calendar answer and no cycle-day number in the timing preview', async () => {
    const { client } = await registeredClient();
    for (const gender of ['boy', 'girl'] as const) {
      const created = await createPlan(client, { gender });
      expectNoCycleDays(JSON.stringify(created));
      const details = await client.get<LockedDetails>(`/api/plans/${created.id}`, { lang: 'en' });
      expect(details.body.locked).toBe(true);
      expectNoCycleDays(JSON.stringify(details.body));
      expect(details.body.formData).toMatchObject({ gender });
      expect(details.body.planData.intercourse.sampleDates).toHaveLength(3);
      for (const sample of details.body.planData.intercourse.sampleDates) {
        expect(Object.keys(sample)).toEqual(['date']);
      }
      const full = await fullPlanAsAdmin(created.id);
      const preview = details.body.planData.summary.timingPreview.replace(
        String(details.body.planData.intercourse.totalDates),
        '',
      );
      for (const { cycleDay } of full.planData.intercourse.dates) {
        expect(preview).not.toMatch(new RegExp(`(^|\\D)${cycleDay}(\\D|$)`));
      }
    }
    const list = await client.get<PlanAnswer<LockedPlanData>[]>('/api/user/plans');
    expectNoCycleDays(JSON.stringify(list.body));
  });

  it('the full date list cannot be recomputed from what the locked answer carries', async () => {
    // Two girl plans, 28- and 29-day cycles, whose first windows coincide: every field of their locked
    // answers is the same, but for the id and the time, while their full date lists differ. No reading of
    // the locked answer can tell which list is the true one.
    const { client } = await registeredClient();
    const a = await createPlan(client, {
      gender: 'girl',
      cycleLength: 28,
      lastPeriodDate: addDays(today, -2),
    });
    const b = await createPlan(client, {
      gender: 'girl',
      cycleLength: 29,
      lastPeriodDate: addDays(today, -3),
    });
    const lockedA = await client.get<LockedDetails>(`/api/plans/${a.id}`);
    const lockedB = await client.get<LockedDetails>(`/api/plans/${b.id}`);
    const comparable = ({ id: _id, createdAt: _createdAt, ...rest }: LockedDetails) => rest;
    expect(comparable(lockedB.body)).toEqual(comparable(lockedA.body));

    const fullA = (await fullPlanAsAdmin(a.id)).planData.intercourse.dates.map((d) => d.date);
    const fullB = (await fullPlanAsAdmin(b.id)).planData.intercourse.dates.map((d) => d.date);
    expect(fullA.slice(0, 3)).toEqual(fullB.slice(0, 3));
    expect(fullA).not.toEqual(fullB);
    expect(diffDays(fullB[3]!, fullA[3]!)).toBe(1);
  });

  it('the full plan still gives every date its cycle day once paid', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client);
    await markPlanPaid(created.id);
    const paid = await client.get<FullDetails>(`/api/plans/${created.id}`);
    expect(paid.body.formData).toMatchObject({ cycleLength: 28 });
    for (const date of paid.body.planData.intercourse.dates) expect(date.cycleDay).toBeGreaterThan(0);
  });
});

describe('re-planning that one wrong or missing entry does not derail', () => {
  const log = (client: Client, id: string, type: string, date: string, reading?: 'period' | 'spotting') =>
    client.post<FullDetails>(
      `/api/plans/${id}/cycle-events`,
      { type, date, ...(reading ? { reading } : {}) },
      { lang: 'en' },
    );
  /** How the plan read the event logged on `date`. */
  const entryOn = (details: FullDetails, date: string) =>
    details.planData.cycle.entries.find(
      (entry) => entry.id === details.cycleEvents.find((event) => event.date === date)?.id,
    );
  const cycleDayFrom = (date: string, anchor: string, length: number) =>
    (((diffDays(date, anchor) % length) + length) % length) + 1;

  it('a missed period (gaps 28, 56, 28): the plan keeps 28 days, reads a period not logged halfway and asks about it', async () => {
    const first = addDays(today, -140);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate: first });
    let last: FullDetails | undefined;
    for (const offset of [0, 28, 84, 112]) {
      const response = await log(client, id, 'period-start', addDays(first, offset));
      expect(response.status).toBe(201);
      last = response.body;
    }
    const plan = last!.planData;
    expect(plan.cycle).toMatchObject({ length: 28, lengthSource: 'observed' });
    expect(entryOn(last!, addDays(first, 84))).toMatchObject({
      reading: 'after-missed',
      byHer: false,
      missed: [addDays(first, 56)],
    });
    const notes = plan.cycle.notes.join(' ');
    expect(notes).toContain('the plan reads a period not logged around');
    expect(notes).toContain('If you had that period, log it with its date');
    // Every cycle measured is 28 days, and so is her answer: ovulation on cycle day round(28 − 12.4) = 16
    // (a mean luteal phase of 12.4 days), so the boy days are cycle days 15 and 16 from her latest period.
    const anchor = addDays(first, 112);
    const dates = plan.intercourse.dates.filter((d) => d.date >= anchor);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    for (const date of dates) {
      expect([15, 16]).toContain(cycleDayFrom(date.date, anchor, 28));
    }
    expect(await planDoc(id)).toMatchObject({ engineVersion: PLAN_ENGINE_VERSION });
  });

  it.each([15, 16, 17, 18])(
    'spotting she names %i days after a period: flagged in the notes, the dates unchanged, her next period still accepted',
    async (days) => {
      const first = addDays(today, -30);
      const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate: first });
      const before = (await log(client, id, 'period-start', first)).body.planData;
      const spotting = await log(client, id, 'period-start', addDays(first, days), 'spotting');
      expect(spotting.status).toBe(201);
      expect(spotting.body.planData.intercourse.dates).toEqual(before.intercourse.dates);
      expect(spotting.body.planData.cycle.days).toEqual(before.cycle.days);
      expect(spotting.body.planData.cycle.notes.join(' ')).toContain(
        'is kept as spotting (light bleeding), as you said',
      );
      expect(entryOn(spotting.body, addDays(first, days))).toMatchObject({
        reading: 'spotting',
        byHer: true,
      });
      expect(spotting.body.cycleEvents.map((event) => event.date)).toContain(addDays(first, days));

      const real = await log(client, id, 'period-start', addDays(first, 28));
      expect(real.status).toBe(201);
      for (const day of real.body.planData.cycle.days.filter((d) => d.date >= addDays(first, 28))) {
        expect(day.cycleDay).toBe(cycleDayFrom(day.date, addDays(first, 28), 28));
      }
    },
  );

  it.each([15, 16, 17, 18])(
    'a start %i days after a period, logged without a word: once her next period is logged, it is spotting and the dates are those of her periods',
    async (days) => {
      const first = addDays(today, -30);
      const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate: first });
      await log(client, id, 'period-start', first);
      const start = await log(client, id, 'period-start', addDays(first, days));
      expect(start.status).toBe(201);
      const real = await log(client, id, 'period-start', addDays(first, 28));
      expect(real.status).toBe(201);
      expect(entryOn(real.body, addDays(first, days))).toMatchObject({ reading: 'spotting', byHer: false });
      expect(entryOn(real.body, addDays(first, 28))).toMatchObject({ reading: 'period' });
      expect(real.body.planData.cycle.notes.join(' ')).toContain(
        'is read as spotting (light bleeding), not a new cycle',
      );
      // Taking the start away changes no date and no day: the plan already followed her periods alone.
      const startId = real.body.cycleEvents.find((event) => event.date === addDays(first, days))!.id;
      const undone = await client.request<FullDetails>('DELETE', `/api/plans/${id}/cycle-events/${startId}`);
      expect(undone.status).toBe(200);
      expect(undone.body.planData.intercourse.dates).toEqual(real.body.planData.intercourse.dates);
      expect(undone.body.planData.cycle.days).toEqual(real.body.planData.cycle.days);
    },
  );

  it('a positive LH test logged while she bleeds is noted as probably false and moves nothing', async () => {
    const first = addDays(today, -30);
    const { client, planId: id } = await ownerWithPlanMarkedPaid({ lastPeriodDate: first });
    const before = (await log(client, id, 'period-start', addDays(first, 28))).body.planData;
    const positive = await log(client, id, 'lh-positive', addDays(first, 29));
    expect(positive.status).toBe(201);
    expect(positive.body.planData.intercourse.dates).toEqual(before.intercourse.dates);
    expect(positive.body.planData.cycle.notes.join(' ')).toContain('probably a false positive');
  });
});

describe('answers recorded before the health question', () => {
  it('stay valid: a stored plan of an older engine without the answer is rebuilt on read', async () => {
    const owner = await registeredClient();
    const created = await createPlan(owner.client, {});
    await markPlanPaid(created.id);
    const doc = (await planDoc(created.id))!;
    await replacePlanDoc(created.id, { ...doc, engineVersion: 2 });
    const read = await owner.client.get<FullDetails>(`/api/plans/${created.id}`, { lang: 'en' });
    expect(read.status).toBe(200);
    expect(read.body.formData).not.toHaveProperty('healthConditions');
    expect(read.body.planData.summary.offersMethod).toBe(true);
    expect(read.body.planData.notices.map((notice) => notice.text).join(' ')).toContain(
      'Your answers say nothing about your health',
    );
    // Reading writes nothing; the stored document is as it was.
    expect(await planDoc(created.id)).toMatchObject({ engineVersion: 2 });
  });
});
