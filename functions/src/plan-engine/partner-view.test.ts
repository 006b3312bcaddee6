import { partnerPlanDataSchema, questionnaireDefaults, type QuestionnaireAnswers } from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { partnerPlanData } from './partner-view.ts';

const TODAY = '2026-09-01';
const answers: QuestionnaireAnswers = {
  ...questionnaireDefaults(TODAY),
  lastPeriodDate: '2026-08-20',
  gender: 'boy',
  motherAge: 41,
  motherWeight: 93,
  motherHeight: 158,
  motherBloodType: 'AB-',
  fatherWeight: 120,
  fatherHeight: 170,
  environmentalFactors: ['smoking', 'chemicals'],
};

describe('partnerPlanData', () => {
  const plan = buildPlan(answers, TODAY, 'en');
  const view = partnerPlanData(plan, answers, 'en');

  it('matches its schema, which holds no other field', () => {
    expect(v.parse(partnerPlanDataSchema, view)).toEqual(view);
    expect(Object.keys(view).sort()).toEqual([
      'days',
      'evidenceNote',
      'gender',
      'lifestyle',
      'position',
      'pregnancy',
    ]);
  });

  it('gives him every day of the plan with only what it asks of him: attempt, abstain, avoid', () => {
    expect(view.days.map((day) => day.date)).toEqual(plan.cycle.days.map((day) => day.date));
    const his = new Set(view.days.flatMap((day) => day.activities));
    expect([...his].every((activity) => ['attempt', 'abstain', 'avoid'].includes(activity))).toBe(true);
    expect(his.has('attempt')).toBe(true);
    expect(his.has('abstain')).toBe(true);
    const attempts = view.days.filter((day) => day.activities.includes('attempt')).map((day) => day.date);
    expect(attempts).toEqual(plan.intercourse.dates.map((date) => date.date));
  });

  it('holds none of her answers, cycle details or advice written for her', () => {
    const text = JSON.stringify(view);
    for (const hidden of ['cycleDay', 'period', 'lh-test', 'notices', 'diet', 'successRate', 'AB-']) {
      expect(text, hidden).not.toContain(hidden);
    }
    expect(text).not.toMatch(/\b(41|93|158)\b/);
    for (const notice of plan.notices) expect(text).not.toContain(notice.text);
    for (const note of plan.cycle.notes) expect(text).not.toContain(note);
  });

  it('keeps the plan’s advice that is for him (activity, heat, smoking) and the couple’s position', () => {
    expect(view.lifestyle.recommended).toEqual([expect.stringMatching(/^For the husband/)]);
    expect(view.lifestyle.limit).toEqual([
      expect.stringContaining('heat harms sperm'),
      expect.stringContaining('Smoking'),
    ]);
    expect(view.position).toBe(plan.intercourse.position);
    expect(view.evidenceNote).toBe(plan.summary.evidenceNote);
  });

  it('speaks the plan’s language', () => {
    const arabic = partnerPlanData(buildPlan(answers, TODAY, 'ar'), answers, 'ar');
    expect(arabic.lifestyle.limit[0]).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.days).toEqual(view.days);
  });
});
