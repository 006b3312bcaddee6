import { describe, expect, it } from 'vitest';
import { addDays, messages, type LockedPlanData, type PlanData } from '@nasl/core';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { markPlanPaid, planDoc, plansOfUser, questionnairesOfUser } from '../support/firebase.ts';
import { answers, today } from '../support/plans.ts';
import { createPlan, type PlanAnswer } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

/** Every text of the full plan that the locked view must not reveal. */
function hiddenTexts(full: PlanData): string[] {
  const texts = [
    ...full.intercourse.dates.map((date) => date.recommendation),
    ...full.intercourse.dates.slice(3).map((date) => date.date),
    ...full.diet.include.slice(2),
    ...full.diet.avoid.slice(2),
    ...Object.values(full.diet.meals),
    ...full.exercise.recommended.slice(1),
    ...full.exercise.limit,
    ...full.cycle.notes,
    ...(full.diet.ramadanMeals ? Object.values(full.diet.ramadanMeals) : []),
    full.intercourse.position,
    full.summary.timing,
    full.summary.diet,
    full.diet.hydration,
    full.exercise.intensity,
  ];
  return texts.filter((text) => text.length > 0);
}

describe('POST /api/generate-plan', () => {
  it('is refused for guests with 401', async () => {
    const response = await new Client().post('/api/generate-plan', answers());
    expect(response.status).toBe(401);
  });

  it('stores the questionnaire and an unpaid plan, and returns only the locked view', async () => {
    const { client, user } = await registeredClient();
    const created = await createPlan(client, { gender: 'girl' });
    expect(created.id).toMatch(/^[A-Za-z0-9]{20,}$/);
    expect(created.isPaid).toBe(false);
    expect(created.locked).toBe(true);
    expect(created.planData.summary.gender).toBe('girl');
    expect(created.planData.summary.successRate).toBeGreaterThanOrEqual(60);
    expect(created.planData.summary.successRate).toBeLessThanOrEqual(80);
    expect(created.planData.intercourse.sampleDates.length).toBeLessThanOrEqual(3);
    expect(created.planData.diet.sampleIncludeItems.length).toBeLessThanOrEqual(2);
    expect(created.planData.exercise.sampleRecommended.length).toBeLessThanOrEqual(1);
    expect(created.planData).not.toHaveProperty('intercourse.dates');
    expect(created.planData).not.toHaveProperty('diet.meals');
    expect(await plansOfUser(user.id)).toBe(1);
    expect(await questionnairesOfUser(user.id)).toBe(1);
    expect(await planDoc(created.id)).toMatchObject({
      userId: user.id,
      isPaid: false,
      paymentStatus: 'pending',
      paymentIntentId: null,
    });

    // Compare with the full plan, as an admin sees it: nothing hidden leaks into the locked JSON.
    const admin = await adminClient();
    const full = await admin.get<PlanAnswer<PlanData>>(`/api/plans/${created.id}`);
    expect(full.status).toBe(200);
    expect(full.body.locked).toBe(false);
    const lockedJson = JSON.stringify(created);
    const leaked = hiddenTexts(full.body.planData).filter(
      (text) =>
        lockedJson.includes(JSON.stringify(text).slice(1, -1)) && !isPreviewOf(text, created.planData),
    );
    expect(leaked).toEqual([]);
    // What she must know before paying is not locked: the notices, what the figure is, the evidence.
    expect(created.planData.notices).toEqual(full.body.planData.notices);
    expect(created.planData.summary.successRateNote).toBe(full.body.planData.summary.successRateNote);
    expect(created.planData.summary.evidenceNote).toBe(full.body.planData.summary.evidenceNote);
  });

  it('returns the full plan to an admin', async () => {
    const admin = await adminClient();
    const created = await admin.post<PlanAnswer<PlanData>>('/api/generate-plan', answers());
    expect(created.status).toBe(201);
    expect(created.body.locked).toBe(false);
    expect(created.body.planData.intercourse.dates.length).toBeGreaterThan(3);
    expect(created.body.planData.diet.meals.breakfast).toBeTruthy();
  });

  it('answers in Arabic by default and in English when asked', async () => {
    const { client } = await registeredClient();
    const arabic = await client.post<PlanAnswer<LockedPlanData>>('/api/generate-plan', answers(), {
      lang: 'ar',
    });
    const english = await client.post<PlanAnswer<LockedPlanData>>('/api/generate-plan', answers(), {
      lang: 'en',
    });
    expect(arabic.body.planData.summary.timingPreview).toMatch(/[\u0600-\u06FF]/);
    expect(english.body.planData.summary.timingPreview).not.toMatch(/[\u0600-\u06FF]/);
  });

  const m = (key: keyof typeof messages) => messages[key].en;
  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no gender', { gender: undefined }, 'gender', m('qGenderRequired')],
    ['an unknown gender', { gender: 'twins' }, 'gender', m('qGenderRequired')],
    ['a cycle of 20 days', { cycleLength: 20 }, 'cycleLength', m('qCycleLengthRange')],
    ['a cycle of 36 days', { cycleLength: 36 }, 'cycleLength', m('qCycleLengthRange')],
    ['a fractional cycle', { cycleLength: 28.5 }, 'cycleLength', m('qWholeNumber')],
    ['a cycle as text', { cycleLength: '28' }, 'cycleLength', m('qCycleLengthRequired')],
    ['a mother aged 17', { motherAge: 17 }, 'motherAge', m('qMotherAgeRange')],
    ['a father aged 91', { fatherAge: 91 }, 'fatherAge', m('qFatherAgeRange')],
    ['a mother 139 cm tall', { motherHeight: 139 }, 'motherHeight', m('qMotherHeightRange')],
    ['a father 231 cm tall', { fatherHeight: 231 }, 'fatherHeight', m('qFatherHeightRange')],
    ['a mother of 39 kg', { motherWeight: 39 }, 'motherWeight', m('qMotherWeightRange')],
    ['a father of 201 kg', { fatherWeight: 201 }, 'fatherWeight', m('qFatherWeightRange')],
    ['an unknown blood type', { motherBloodType: 'C+' }, 'motherBloodType', m('qMotherBloodTypeRequired')],
    ['an unknown diet', { motherDiet: 'carnivore' }, 'motherDiet', m('qMotherDietRequired')],
    ['an unknown activity', { motherActivity: 'extreme' }, 'motherActivity', m('qMotherActivityRequired')],
    ['an unknown stress level', { stressLevel: 'zen' }, 'stressLevel', m('qStressLevelRequired')],
    ['an unknown sleep pattern', { sleepPattern: 'never' }, 'sleepPattern', m('qSleepPatternRequired')],
    [
      'previous pregnancies without a count',
      { previousPregnancies: 'yes', previousPregnanciesCount: null },
      'previousPregnanciesCount',
      m('qPreviousPregnanciesCountRequired'),
    ],
    [
      '16 previous pregnancies',
      { previousPregnancies: 'yes', previousPregnanciesCount: 16 },
      'previousPregnanciesCount',
      m('qPreviousPregnanciesCountRange'),
    ],
    [
      'a count without previous pregnancies',
      { previousPregnancies: 'no', previousPregnanciesCount: 2 },
      'previousPregnanciesCount',
      m('qPreviousPregnanciesCountNotAllowed'),
    ],
    [
      'no environmental factor',
      { environmentalFactors: [] },
      'environmentalFactors',
      m('qEnvironmentalFactorsRequired'),
    ],
    [
      "'none' with another factor",
      { environmentalFactors: ['none', 'smoking'] },
      'environmentalFactors',
      m('qEnvironmentalFactorsNoneExclusive'),
    ],
    ['an impossible date', { lastPeriodDate: '2025-02-30' }, 'lastPeriodDate', m('qLastPeriodDateInvalid')],
    [
      'a date in two days',
      { lastPeriodDate: addDays(today, 2) },
      'lastPeriodDate',
      m('qLastPeriodDateInFuture'),
    ],
    [
      'a date two years ago',
      { lastPeriodDate: addDays(today, -730) },
      'lastPeriodDate',
      m('qLastPeriodDateTooOld'),
    ],
    ['a missing date', { lastPeriodDate: undefined }, 'lastPeriodDate', m('qLastPeriodDateRequired')],
  ];
  it.each(invalid)(
    'refuses %s with 400 and the field message, storing nothing',
    async (_, change, field, text) => {
      const { client, user } = await registeredClient();
      const body = Object.fromEntries(
        Object.entries(answers(change)).filter(([, value]) => value !== undefined),
      );
      const response = await client.post<ErrorBody>('/api/generate-plan', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(text);
      expect(response.body.fields?.[field]).toBe(text);
      expect(await plansOfUser(user.id)).toBe(0);
      expect(await questionnairesOfUser(user.id)).toBe(0);
    },
  );

  it('answers the exact Arabic message by default', async () => {
    const { client } = await registeredClient();
    const body: Record<string, unknown> = answers();
    delete body.gender;
    const response = await client.post<ErrorBody>('/api/generate-plan', body, {
      headers: { 'accept-language': 'ar' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('يرجى اختيار الجنس المرغوب');
  });

  it('refuses a huge payload with 413 and stores nothing', async () => {
    const { client, user } = await registeredClient();
    const response = await client.post<ErrorBody>('/api/generate-plan', {
      ...answers(),
      padding: 'x'.repeat(200_000),
    });
    expect(response.status).toBe(413);
    expect(await plansOfUser(user.id)).toBe(0);
  });
});

describe('GET /api/plans/{id}', () => {
  it('gives the owner the locked view with the answers but the calendar ones, and the full plan once paid', async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client);
    const locked = await client.get<PlanAnswer<LockedPlanData>>(`/api/plans/${created.id}`);
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ id: created.id, isPaid: false, locked: true });
    expect(locked.body.formData).toMatchObject({ gender: 'boy', motherAge: 30 });
    expect(locked.body.formData).not.toHaveProperty('cycleLength');
    expect(locked.body.formData).not.toHaveProperty('lastPeriodDate');
    expect(locked.body.planData).toEqual(created.planData);

    await markPlanPaid(created.id);
    const full = await client.get<PlanAnswer<PlanData>>(`/api/plans/${created.id}`);
    expect(full.body).toMatchObject({ isPaid: true, locked: false });
    expect(full.body.formData).toMatchObject({ gender: 'boy', cycleLength: 28 });
    expect(full.body.planData.intercourse.dates.length).toBe(created.planData.intercourse.totalDates);
  });

  it("refuses someone else's plan with 403, guests with 401, unknown ids with 404", async () => {
    const alice = await registeredClient();
    const bob = await registeredClient();
    const created = await createPlan(alice.client);
    expect((await bob.client.get(`/api/plans/${created.id}`)).status).toBe(403);
    expect((await new Client().get(`/api/plans/${created.id}`)).status).toBe(401);
    expect((await alice.client.get('/api/plans/doesNotExist12345678')).status).toBe(404);
    expect((await alice.client.get('/api/plans/..')).status).toBe(404);
  });

  it("lets an admin read anyone's plan in full", async () => {
    const { client } = await registeredClient();
    const created = await createPlan(client);
    const admin = await adminClient();
    const response = await admin.get<PlanAnswer<PlanData>>(`/api/plans/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body.locked).toBe(false);
    expect(response.body.planData.intercourse.dates.length).toBe(created.planData.intercourse.totalDates);
    // She alone logs, checks in and claims on it: the answer says the admin reads it only.
    expect(response.body).toMatchObject({ readerIsOwner: false });
    expect((await client.get(`/api/plans/${created.id}`)).body).toMatchObject({ readerIsOwner: true });
    const own = await admin.post<PlanAnswer<PlanData>>('/api/generate-plan', answers());
    expect((await admin.get(`/api/plans/${own.body.id}`)).body).toMatchObject({ readerIsOwner: true });
  });
});

describe('GET /api/user/plans', () => {
  it("lists the caller's own plans only, newest first, projected by payment", async () => {
    const alice = await registeredClient();
    const bob = await registeredClient();
    const first = await createPlan(alice.client, { gender: 'girl' });
    const second = await createPlan(alice.client, { gender: 'boy' });
    await createPlan(bob.client);
    await markPlanPaid(first.id);
    const response = await alice.client.get<PlanAnswer<PlanData | LockedPlanData>[]>('/api/user/plans');
    expect(response.status).toBe(200);
    expect(response.body.map((plan) => plan.id)).toEqual([second.id, first.id]);
    expect(response.body[0]).toMatchObject({ isPaid: false, locked: true });
    expect(response.body[1]).toMatchObject({ isPaid: true, locked: false });
    expect(response.body[0]!.planData).not.toHaveProperty('intercourse.dates');
  });

  it('is refused for guests with 401', async () => {
    expect((await new Client().get('/api/user/plans')).status).toBe(401);
  });
});

/** Previews are first sentences: a full text that is a single sentence legitimately appears whole. */
function isPreviewOf(text: string, locked: LockedPlanData): boolean {
  return [
    locked.summary.timingPreview,
    locked.summary.dietPreview,
    locked.intercourse.positionPreview,
    locked.intercourse.timeOfDay,
    locked.diet.hydrationPreview,
    locked.exercise.intensityPreview,
  ].includes(text);
}
