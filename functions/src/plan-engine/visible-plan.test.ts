import { planSchema, questionnaireDefaults } from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { HAND_WRITTEN_LOCKED_VIEW, HAND_WRITTEN_PLAN } from './lock-plan-fixture.ts';
import { visiblePlan } from './visible-plan.ts';

const TODAY = '2026-09-01';
const answers = { ...questionnaireDefaults(TODAY), lastPeriodDate: '2026-08-20' };
const planData = { ar: buildPlan(answers, TODAY, 'ar'), en: buildPlan(answers, TODAY, 'en') };
const owner = { isAdmin: false };
const admin = { isAdmin: true };
const stored = { id: 'p1', createdAt: '2026-09-01T10:00:00.000Z', isPaid: false };

describe('visiblePlan', () => {
  it('shows the owner of an unpaid plan only the locked view', () => {
    expect(visiblePlan({ isPaid: false, planData: HAND_WRITTEN_PLAN }, owner)).toStrictEqual({
      locked: true,
      planData: HAND_WRITTEN_LOCKED_VIEW,
    });
  });

  it('keeps what the locked view hides of a real plan, in both languages', () => {
    for (const lang of ['ar', 'en'] as const) {
      const full = planData[lang];
      const answer = visiblePlan({ isPaid: false, planData: full }, owner);
      expect(answer.locked).toBe(true);
      const json = JSON.stringify(answer.planData);
      // The first three dates of the default answers (cycle days 15 and 16 from 20 August), then no more.
      expect(json).toContain('"totalDates":8');
      expect(json).toContain(
        '"sampleDates":[{"date":"2026-09-03"},{"date":"2026-09-04"},{"date":"2026-10-01"}]',
      );
      expect(json).not.toContain('2026-10-02');
      expect(json).not.toContain('cycleDay');
      expect(json).not.toContain(full.intercourse.dates[0]!.recommendation);
      expect(json).not.toContain(JSON.stringify(full.diet.meals));
    }
  });

  it('shows the full plan once it is paid, and to an admin whether paid or not', () => {
    expect(visiblePlan({ isPaid: true, planData: planData.en }, owner)).toEqual({
      locked: false,
      planData: planData.en,
    });
    expect(visiblePlan({ isPaid: false, planData: planData.ar }, admin)).toEqual({
      locked: false,
      planData: planData.ar,
    });
  });
});

describe('planSchema, on real plans', () => {
  const locked = { ...stored, ...visiblePlan({ isPaid: false, planData: planData.en }, owner) };
  const full = { ...stored, locked: false, planData: planData.en };

  it('reads what the gate answers, locked or full', () => {
    for (const viewer of [owner, admin]) {
      const answer = { ...stored, ...visiblePlan({ isPaid: false, planData: planData.en }, viewer) };
      expect(v.safeParse(planSchema, answer).issues).toBeUndefined();
    }
  });

  it('never reads a full plan marked locked, nor a locked view marked unlocked', () => {
    expect(v.is(planSchema, { ...full, locked: true })).toBe(false);
    expect(v.is(planSchema, { ...locked, locked: false })).toBe(false);
  });

  it('needs an id, an instant, real dates and a success rate inside the band', () => {
    expect(v.is(planSchema, { ...locked, id: ' ' })).toBe(false);
    expect(v.is(planSchema, { ...locked, createdAt: 'yesterday' })).toBe(false);
    const date = { ...full.planData.intercourse.dates[0]!, date: '2026-02-30' };
    const badDate = { ...full.planData, intercourse: { ...full.planData.intercourse, dates: [date] } };
    expect(v.is(planSchema, { ...full, planData: badDate })).toBe(false);
    const tooHigh = { ...full.planData, summary: { ...full.planData.summary, successRate: 95 } };
    expect(v.is(planSchema, { ...full, planData: tooHigh })).toBe(false);
  });
});
