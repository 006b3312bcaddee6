import { describe, expect, it } from 'vitest';
import { planSourceFrom } from './plan-source';

const stored = { id: 'p-local', createdAt: '', isPaid: false, locked: true, planData: {} };

describe('planSourceFrom', () => {
  it('fetches the plan named by ?id=', () => {
    expect(planSourceFrom('?id=abc', 'preview', stored)).toEqual({ kind: 'remote', id: 'abc' });
    expect(planSourceFrom('?id=abc&lang=en', 'results', null)).toEqual({ kind: 'remote', id: 'abc' });
  });

  it('accepts ?plan_id= on /results only (the post-payment landing)', () => {
    expect(planSourceFrom('?plan_id=xyz', 'results', null)).toEqual({ kind: 'remote', id: 'xyz' });
    expect(planSourceFrom('?plan_id=xyz', 'preview', null)).toEqual({ kind: 'none' });
  });

  it('falls back to the plan saved on this device, else to nothing (home)', () => {
    expect(planSourceFrom('', 'preview', stored)).toEqual({ kind: 'stored', plan: stored });
    expect(planSourceFrom('?id=', 'results', stored)).toEqual({ kind: 'stored', plan: stored });
    expect(planSourceFrom('?lang=ar', 'results', null)).toEqual({ kind: 'none' });
  });
});
