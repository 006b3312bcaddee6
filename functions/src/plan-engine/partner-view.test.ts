import {
  isCivilDate,
  PARTNER_DAY_ACTIVITIES,
  partnerPlanDataSchema,
  questionnaireDefaults,
  TARGET_GENDERS,
  type Language,
  type PartnerPlanData,
  type QuestionnaireAnswers,
} from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import type { PlanContent } from './content/types.ts';
import { partnerPlanData } from './partner-view.ts';

const TODAY = '2026-09-01';
const CONTENT: Record<Language, PlanContent> = { ar: arabicContent, en: englishContent };
const base: QuestionnaireAnswers = { ...questionnaireDefaults(TODAY), lastPeriodDate: '2026-08-20' };

/** Answers that differ in everything the plan reads: her body, health, habits, his weight, smoking. */
const ANSWER_SETS: QuestionnaireAnswers[] = [
  base,
  {
    ...base,
    gender: 'boy',
    motherAge: 41,
    motherWeight: 93,
    motherHeight: 158,
    motherBloodType: 'AB-',
    fatherWeight: 130,
    fatherHeight: 168,
    environmentalFactors: ['smoking', 'chemicals'],
    motherActivity: 'athlete',
    stressLevel: 'very-high',
    sleepPattern: 'poor',
  },
  { ...base, gender: 'girl', fatherWeight: 70, fatherHeight: 180, environmentalFactors: [] },
  { ...base, gender: 'girl', motherWeight: 45, motherHeight: 170, environmentalFactors: ['smoking'] },
];

/**
 * Every text the partner view may hold, in a language: the plan's position and evidence note as the engine
 * writes them for either target (or for a plan that offers no method), and the advice for him. Nothing
 * else: a text not on this list is not his to read.
 */
function allowedTexts(lang: Language): Set<string> {
  const content = CONTENT[lang];
  return new Set([
    ...Object.values(content.position),
    ...Object.values(content.evidenceNote),
    content.noMethod.position,
    content.noMethod.evidenceNote,
    content.exercise.fatherActive,
    content.exercise.limitHeat,
    content.exercise.limitSmoking,
  ]);
}

/** Checks a partner view against the allow-list of its fields and texts; answers what it found instead. */
function outsideAllowList(view: PartnerPlanData, lang: Language): string[] {
  const found: string[] = [];
  const texts = allowedTexts(lang);
  const keys = (value: object) => Object.keys(value).sort().join(',');
  if (keys(view) !== 'days,evidenceNote,gender,lifestyle,position,pregnancy')
    found.push(`fields ${keys(view)}`);
  if (view.pregnancy !== null) {
    const note = CONTENT[lang].pregnancy.partner({ positiveTestDate: view.pregnancy.positiveTestDate });
    if (keys(view.pregnancy) !== 'note,positiveTestDate' || view.pregnancy.note !== note)
      found.push(`pregnancy ${JSON.stringify(view.pregnancy)}`);
  }
  if (!(TARGET_GENDERS as readonly string[]).includes(view.gender)) found.push(`gender ${view.gender}`);
  for (const day of view.days) {
    if (keys(day) !== 'activities,date,ramadan') found.push(`day fields ${keys(day)}`);
    if (!isCivilDate(day.date)) found.push(`date ${day.date}`);
    if (typeof day.ramadan !== 'boolean') found.push(`ramadan ${String(day.ramadan)}`);
    for (const activity of day.activities) {
      if (!(PARTNER_DAY_ACTIVITIES as readonly string[]).includes(activity))
        found.push(`activity ${activity}`);
    }
  }
  if (keys(view.lifestyle) !== 'limit,recommended') found.push(`lifestyle fields ${keys(view.lifestyle)}`);
  for (const text of [
    view.position,
    view.evidenceNote,
    ...view.lifestyle.recommended,
    ...view.lifestyle.limit,
  ]) {
    if (!texts.has(text)) found.push(`text ${text}`);
  }
  return found;
}

describe('partnerPlanData', () => {
  it.each(ANSWER_SETS.flatMap((answers) => (['en', 'ar'] as const).map((lang) => [answers, lang] as const)))(
    'holds only fields and texts of its allow-list (%#)',
    (answers, lang) => {
      for (const pregnancy of [null, { positiveTestDate: '2026-10-20' }]) {
        const plan = buildPlan(answers, TODAY, lang, [], pregnancy);
        const view = partnerPlanData(plan, lang);
        expect(v.parse(partnerPlanDataSchema, view)).toEqual(view);
        expect(outsideAllowList(view, lang)).toEqual([]);
        expect(view.pregnancy?.positiveTestDate ?? null).toBe(pregnancy?.positiveTestDate ?? null);
      }
    },
  );

  it('gives him every day of the plan with only what it asks of him: attempt, abstain, avoid', () => {
    const plan = buildPlan(ANSWER_SETS[1]!, TODAY, 'en');
    const view = partnerPlanData(plan, 'en');
    expect(view.days.map((day) => day.date)).toEqual(plan.cycle.days.map((day) => day.date));
    expect(view.days.map((day) => day.ramadan)).toEqual(plan.cycle.days.map((day) => day.ramadan));
    const his = new Set(view.days.flatMap((day) => day.activities));
    expect(his.has('attempt')).toBe(true);
    expect(his.has('abstain')).toBe(true);
    const attempts = view.days.filter((day) => day.activities.includes('attempt')).map((day) => day.date);
    expect(attempts).toEqual(plan.intercourse.dates.map((date) => date.date));
    expect(view.position).toBe(plan.intercourse.position);
    expect(view.evidenceNote).toBe(plan.summary.evidenceNote);
  });

  it('never depends on her answers: the same advice for him whatever she ticked (smoking always there)', () => {
    for (const lang of ['en', 'ar'] as const) {
      const lifestyles = ANSWER_SETS.map(
        (answers) => partnerPlanData(buildPlan(answers, TODAY, lang), lang).lifestyle,
      );
      for (const lifestyle of lifestyles) expect(lifestyle).toEqual(lifestyles[0]);
      expect(lifestyles[0]).toEqual({
        recommended: [CONTENT[lang].exercise.fatherActive],
        limit: [CONTENT[lang].exercise.limitHeat, CONTENT[lang].exercise.limitSmoking],
      });
    }
  });
});
