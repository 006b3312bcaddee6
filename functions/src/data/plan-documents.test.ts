import { questionnaireDefaults } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { Timestamp } from '../lib/firebase.ts';
import { buildPlans, PLAN_ENGINE_VERSION } from '../plan-engine/build-plan.ts';
import { currentPlanDoc, submissionDocuments, type StoredPlanDoc } from './plan-documents.ts';

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
    expect(read.planData).toEqual(buildPlans(answers, '2026-04-10'));
    expect(read).toMatchObject({ userId: 'u', isPaid: false, planStartDate: '2026-04-10' });
  });

  it('a plan of this engine is read as stored, never rebuilt', () => {
    const stored = { ...plan, planData: { ar: { marker: 1 } as never, en: { marker: 2 } as never } };
    expect(currentPlanDoc(stored).planData).toBe(stored.planData);
  });
});
