import { questionnaireDefaults } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { Timestamp } from '../lib/firebase.ts';
import { buildPlans, PLAN_ENGINE_VERSION } from '../plan-engine/build-plan.ts';
import {
  currentPlanDoc,
  gateInput,
  planInLanguage,
  submissionDocuments,
  type StoredPlanDoc,
} from './plan-documents.ts';

const answers = { ...questionnaireDefaults('2026-04-10'), lastPeriodDate: '2026-04-02' };
const { plan } = submissionDocuments({
  userId: 'u',
  questionnaireId: 'q',
  answers,
  planStartDate: '2026-04-10',
  createdAt: Timestamp.fromMillis(0),
});

describe('plan documents across engine versions', () => {
  it('a new plan carries the engine version and no events', () => {
    expect(plan).toMatchObject({ engineVersion: PLAN_ENGINE_VERSION, cycleEvents: [] });
    expect(currentPlanDoc(plan)).toEqual(plan);
  });

  it('a plan of the first engine (no version, no events, no period length) is rebuilt from what it was made from', () => {
    const { periodLength: _, ...oldAnswers } = answers;
    const old: StoredPlanDoc = {
      ...plan,
      formData: oldAnswers,
      planData: { ar: {} as never, en: {} as never },
    };
    delete old.engineVersion;
    delete old.cycleEvents;
    const read = currentPlanDoc(old);
    expect(read.formData.periodLength).toBe(5);
    expect(read.engineVersion).toBe(PLAN_ENGINE_VERSION);
    expect(read.cycleEvents).toEqual([]);
    const rebuilt = buildPlans(answers, '2026-04-10');
    expect(planInLanguage(read, 'ar')).toEqual(rebuilt.ar);
    expect(planInLanguage(read, 'en')).toEqual(rebuilt.en);
    expect(read).toMatchObject({ userId: 'u', isPaid: false, planStartDate: '2026-04-10' });
  });

  it('a plan of this engine is read as stored, never rebuilt', () => {
    const stored = { ...plan, planData: { ar: '{"marker":1}', en: '{"marker":2}' } };
    expect(currentPlanDoc(stored).planData).toEqual(stored.planData);
  });
});

describe('the stored content', () => {
  const built = buildPlans(answers, '2026-04-10');

  it('holds each language as the JSON text of the plan the engine built', () => {
    expect(typeof plan.planData.ar).toBe('string');
    expect(planInLanguage(plan, 'ar')).toEqual(built.ar);
    expect(planInLanguage(plan, 'en')).toEqual(built.en);
    expect(gateInput({ ...plan, isPaid: true }, 'ar')).toEqual({ isPaid: true, planData: built.ar });
  });

  it('reads a plan of this engine stored before the content was text, without rebuilding it', () => {
    const marked = { ...built.en, summary: { ...built.en.summary, timing: 'as stored' } };
    const stored: StoredPlanDoc = { ...plan, planData: { ar: built.ar, en: marked } };
    const read = currentPlanDoc(stored);
    expect(planInLanguage(read, 'en')).toEqual(marked);
    expect(planInLanguage(read, 'ar')).toEqual(built.ar);
  });
});
