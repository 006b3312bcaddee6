import { addDays, type CivilDate, type PlanData, type QuestionnaireAnswers } from '@nasl/core';
import type { Page } from '@playwright/test';
import { signUp } from '../support/fixtures/accounts.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { planDoc, setPlanFields } from '../support/firebase.ts';
import { expect, test } from './fixtures.ts';
import { readPlan } from './plan-fixtures.ts';

/**
 * Her plan on a day of Ramadan, in Arabic. A plan's months reach Ramadan only when it is made in the three
 * months before it, so the test stores her paid plan as made on PLAN_START by an older engine: reading it
 * rebuilds it with today's engine from that start (as every stored plan of an older engine is), and the
 * page's clock is moved into those days.
 */
const PLAN_START: CivilDate = '2027-02-01';
const LAST_PERIOD: CivilDate = '2027-01-28';

/** Ramadan by the Umm al-Qura calendar, the one the plan names. */
function inRamadan(date: CivilDate): boolean {
  const month = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { month: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .find((part) => part.type === 'month')!.value;
  return Number(month) === 9;
}

const RAMADAN_TODAY = 'رمضان: الجماع مباح فقط بين غروب الشمس والفجر.';
const RAMADAN_DATE_NOTE = 'يقع هذا الموعد في رمضان، والجماع فيه مباح ليلًا فقط، بين غروب الشمس وطلوع الفجر.';
const ATTEMPT_TODAY = 'يوم محاولة: اليوم أحد المواعيد الموصى بها.';
const THREE_DATES = 'ثلاث حبات تمر وكوب ماء';
const ONE_DATE = 'حبة تمر واحدة وكوب ماء';

/** A paid plan of a new person made from these answers, as made on PLAN_START: its Arabic content. */
async function paidPlanInRamadan(page: Page, overrides: Partial<QuestionnaireAnswers>) {
  await signUp(page.request);
  const { planId } = await createPaidPlan(page.request, overrides);
  const stored = await planDoc(planId);
  await setPlanFields(planId, {
    planStartDate: PLAN_START,
    engineVersion: 1,
    formData: { ...(stored!.formData as QuestionnaireAnswers), lastPeriodDate: LAST_PERIOD },
  });
  const { planData } = await readPlan<PlanData>(page.request, planId, 'ar');
  return { planId, planData };
}

/** Her page on `date` (9 in the morning in Riyadh), in Arabic. */
async function openOn(
  page: Page,
  navigate: (path: string, lang?: 'ar' | 'en') => Promise<void>,
  planId: string,
  date: CivilDate,
) {
  await page.clock.setSystemTime(new Date(`${date}T09:00:00+03:00`));
  await navigate(`/results?id=${planId}`, 'ar');
}

test.describe('her plan in Ramadan (Arabic)', () => {
  test('on an attempt day of Ramadan the today card says it is permitted only between sunset and dawn; the date’s guidance and the meals say Ramadan', async ({
    page,
    navigate,
  }) => {
    const { planId, planData } = await paidPlanInRamadan(page, { gender: 'boy', cycleLength: 28 });
    const ramadanAttempt = planData.intercourse.dates.find((date) => inRamadan(date.date));
    expect(ramadanAttempt, 'a 28-day boy plan from 1 February has an attempt date in Ramadan').toBeDefined();
    expect(ramadanAttempt!.recommendation).toContain(RAMADAN_DATE_NOTE);
    expect(planData.cycle.days.filter((day) => day.ramadan).map((day) => day.date)).toEqual(
      planData.cycle.days.map((day) => day.date).filter(inRamadan),
    );

    await openOn(page, navigate, planId, ramadanAttempt!.date);
    const today = page.locator('#today');
    await expect(today).toContainText(ATTEMPT_TODAY);
    await expect(today).toContainText(RAMADAN_TODAY);
    await expect(page.getByText(RAMADAN_DATE_NOTE).first()).toBeAttached();

    await expect(page.getByRole('heading', { name: 'الوجبات في رمضان' })).toBeVisible();
    await expect(page.getByText(THREE_DATES)).toBeVisible();
  });

  test('the day before Ramadan says the month may begin today where the moon is sighted, and a day of Ramadan without an attempt still says Ramadan', async ({
    page,
    navigate,
  }) => {
    const { planId, planData } = await paidPlanInRamadan(page, { gender: 'boy', cycleLength: 28 });
    const firstRamadanDay = planData.cycle.days.find((day) => inRamadan(day.date))!.date;
    await openOn(page, navigate, planId, addDays(firstRamadanDay, -1));
    await expect(page.locator('#today')).toContainText('يبدأ رمضان غدًا بحسب تقويم أم القرى');

    const attemptDays = new Set(planData.intercourse.dates.map((date) => date.date));
    const quietDay = planData.cycle.days.find((day) => inRamadan(day.date) && !attemptDays.has(day.date))!;
    await openOn(page, navigate, planId, quietDay.date);
    await expect(page.locator('#today')).toContainText(RAMADAN_TODAY);
    await expect(page.locator('#today')).not.toContainText(ATTEMPT_TODAY);
  });

  test('with kidney disease the iftar obeys the same rule as her foods: no three dates (potassium), one date and water', async ({
    page,
    navigate,
  }) => {
    const { planId, planData } = await paidPlanInRamadan(page, {
      gender: 'boy',
      cycleLength: 28,
      healthConditions: ['kidney-disease'],
    });
    expect(planData.diet.ramadanMeals?.iftar).toContain(ONE_DATE);

    await openOn(page, navigate, planId, planData.cycle.days.find((day) => inRamadan(day.date))!.date);
    await expect(page.getByRole('heading', { name: 'الوجبات في رمضان' })).toBeVisible();
    await expect(page.getByText(ONE_DATE)).toBeVisible();
    await expect(page.getByText(THREE_DATES)).toHaveCount(0);
  });
});
