import { describe, expect, it } from 'vitest';
import type { LatestPlan } from '@/lib/device/latest-plan';
import { planSourceFrom } from './plan-source';

const saved: LatestPlan = { kind: 'saved', plan: null };
const none: LatestPlan = { kind: 'none' };

describe('planSourceFrom', () => {
  it('fetches the plan named by ?id=', () => {
    expect(planSourceFrom('?id=abc', 'preview', saved)).toEqual({ kind: 'remote', id: 'abc' });
    expect(planSourceFrom('?id=abc&lang=en', 'results', none)).toEqual({ kind: 'remote', id: 'abc' });
  });

  it('accepts ?plan_id= on /results only (the post-payment landing)', () => {
    expect(planSourceFrom('?plan_id=xyz', 'results', none)).toEqual({ kind: 'remote', id: 'xyz' });
    expect(planSourceFrom('?plan_id=xyz', 'preview', none)).toEqual({ kind: 'none' });
  });

  it('falls back to the plan saved on this device, else to nothing (home)', () => {
    expect(planSourceFrom('', 'preview', saved)).toEqual({ kind: 'stored', plan: null });
    expect(planSourceFrom('?id=', 'results', saved)).toEqual({ kind: 'stored', plan: null });
    expect(planSourceFrom('?lang=ar', 'results', none)).toEqual({ kind: 'none' });
  });
});
