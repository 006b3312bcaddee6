import {
  addDays,
  type Language,
  planCalendarEvents,
  planDataSchema,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  TARGET_GENDERS,
} from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPlan, buildPlans } from './build-plan.ts';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import { partnerPlanData } from './partner-view.ts';

const TODAY = '2026-09-01';
const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  ...questionnaireDefaults(TODAY),
  lastPeriodDate: '2026-08-20',
  cycleLength: 28,
  ...overrides,
});
const METHOD_ACTIVITIES = ['attempt', 'abstain', 'lh-test', 'avoid', 'period'];

describe.each(TARGET_GENDERS)('a %s plan with a positive pregnancy test', (gender) => {
  const without = buildPlan(answers({ gender }), TODAY, 'en');
  // The second cycle's first attempt date: one cycle of dates before it, the rest after.
  const secondCycleFirst = without.intercourse.dates.find(
    (date, index, dates) => index > 0 && date.date > addDays(dates[index - 1]!.date, 5),
  )!.date;
  const testDate = addDays(secondCycleFirst, 1);
  const plans = buildPlans(answers({ gender }), TODAY, [], { positiveTestDate: testDate });

  it('asks nothing from the test on, and keeps every day before it as it was', () => {
    for (const lang of ['ar', 'en'] as Language[]) {
      const days = plans[lang].cycle.days;
      expect(days.map((day) => day.date)).toEqual(without.cycle.days.map((day) => day.date));
      for (const [index, day] of days.entries()) {
        if (day.date >= testDate) expect(day.activities).toEqual([]);
        else expect(day.activities).toEqual(without.cycle.days[index]!.activities);
      }
    }
    const before = without.cycle.days.filter((day) => day.date < testDate);
    expect(before.some((day) => METHOD_ACTIVITIES.some((a) => day.activities.includes(a as never)))).toBe(
      true,
    );
  });

  it('has attempt dates only before the test, and no day to remind of nor calendar event after it', () => {
    const dates = plans.en.intercourse.dates.map((date) => date.date);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date < testDate)).toBe(true);
    expect(dates).toEqual(
      without.intercourse.dates.map((date) => date.date).filter((date) => date < testDate),
    );
    // The reminders are read from the days' attempts and LH tests: none is left from the test on.
    const asking = plans.en.cycle.days.filter((day) =>
      day.activities.some((a) => a === 'attempt' || a === 'lh-test'),
    );
    expect(asking.every((day) => day.date < testDate)).toBe(true);
    const events = planCalendarEvents('plan', plans.en, { lhTests: true });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.date < testDate)).toBe(true);
  });

  it('stops the method’s diet: a balanced diet, folic acid to the end of week 12, fasting advice', () => {
    for (const [lang, content] of [
      ['ar', arabicContent],
      ['en', englishContent],
    ] as const) {
      const plan = plans[lang];
      expect(v.parse(planDataSchema, plan)).toEqual(plan);
      expect(plan.diet.include).toEqual(content.pregnancy.include);
      expect(plan.diet.avoid).toEqual(content.pregnancy.avoid);
      expect(plan.diet.meals).toEqual(content.pregnancy.meals);
      expect(plan.diet.ramadanMeals).toBeNull();
      expect(plan.pregnancy).toMatchObject({
        positiveTestDate: testDate,
        fasting: content.pregnancy.fasting,
      });
      expect(plan.pregnancy!.diet.length).toBeGreaterThanOrEqual(5);
    }
    // Her last period is the start of the cycle the test fell in: week 12 ends 83 days after it.
    const testDay = plans.en.cycle.days.find((day) => day.date === testDate)!;
    const lastPeriod = addDays(testDate, -(testDay.cycleDay - 1));
    expect(plans.en.pregnancy!.folicAcidUntil).toBe(addDays(lastPeriod, 83));
    expect(plans.en.summary.diet).toContain('folic acid 400 µg');
    expect(plans.ar.summary.diet).toContain('حمض الفوليك 400 ميكروغرام');
    expect(plans.en.pregnancy!.fasting).toMatch(/fears harm to herself or her baby may break the fast/);
    expect(plans.ar.pregnancy!.fasting).toContain('يجوز للحامل التي تخاف على نفسها أو على جنينها الفطر');
  });

  it('tells her husband, whose days ask nothing of him from then on', () => {
    for (const lang of ['ar', 'en'] as Language[]) {
      const view = partnerPlanData(plans[lang], lang);
      expect(view.pregnancy?.positiveTestDate).toBe(testDate);
      expect(view.pregnancy?.note).toBe(
        (lang === 'ar' ? arabicContent : englishContent).pregnancy.partner({ positiveTestDate: testDate }),
      );
      expect(
        view.days.filter((day) => day.date >= testDate).every((day) => day.activities.length === 0),
      ).toBe(true);
    }
  });
});

describe('pregnancy guidance', () => {
  it('without a pregnancy, the plan is the one the engine always wrote, with pregnancy null', () => {
    const plan = buildPlan(answers(), TODAY, 'ar');
    expect(plan.pregnancy).toBeNull();
    expect(buildPlans(answers(), TODAY, [], null).ar).toEqual(plan);
  });

  it('a test after the plan’s months counts week 12 from four weeks before the test', () => {
    const testDate = '2027-03-10';
    const plan = buildPlan(answers(), TODAY, 'en', [], { positiveTestDate: testDate });
    expect(plan.pregnancy!.folicAcidUntil).toBe(addDays(addDays(testDate, -28), 83));
    expect(plan.intercourse.dates).toEqual(buildPlan(answers(), TODAY, 'en').intercourse.dates);
  });

  it('a test on the plan’s first day leaves no date at all, and no month is said to lack one', () => {
    const plan = buildPlan(answers(), TODAY, 'en', [], { positiveTestDate: TODAY });
    expect(plan.intercourse.dates).toEqual([]);
    expect(plan.cycle.days.every((day) => day.activities.length === 0)).toBe(true);
    expect(plan.cycle.notes.some((note) => /no attempt date/i.test(note))).toBe(false);
  });

  it('writes the Arabic texts in the impersonal voice, with the dates in Arabic month names', () => {
    const plan = buildPlan(answers(), TODAY, 'ar', [], { positiveTestDate: '2026-10-01' });
    const texts = [plan.pregnancy!.summary, ...plan.pregnancy!.diet, plan.pregnancy!.fasting];
    expect(plan.pregnancy!.summary).toContain('1 أكتوبر 2026');
    // No second-person address (أنتِ, كِ suffixes of "your"): the texts read right for either parent.
    for (const text of texts) expect(text).not.toMatch(/أنتِ|أنت |كِ\b/u);
    expect(plan.pregnancy!.summary).toMatch(/يُنصح/u);
  });
});
