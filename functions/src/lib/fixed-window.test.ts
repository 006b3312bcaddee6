import { describe, expect, it } from 'vitest';
import { hitWindow, type WindowState } from './fixed-window.ts';

const rule = { limit: 3, windowMs: 10_000 };

describe('hitWindow', () => {
  it('allows `limit` hits in a window, then refuses until the window ends', () => {
    let state: WindowState | undefined;
    for (const now of [1_000, 2_000, 5_000]) {
      const decision = hitWindow(state, now, rule);
      expect(decision.allowed).toBe(true);
      if (decision.allowed) state = decision.next;
    }
    expect(state).toEqual({ count: 3, windowStartMs: 1_000 });
    expect(hitWindow(state, 6_000, rule)).toEqual({ allowed: false, retryAfterMs: 5_000 });
    expect(hitWindow(state, 10_999, rule)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(hitWindow(state, 11_000, rule)).toEqual({
      allowed: true,
      next: { count: 1, windowStartMs: 11_000 },
    });
  });

  it('starts a window at the first hit', () => {
    expect(hitWindow(undefined, 42, rule)).toEqual({ allowed: true, next: { count: 1, windowStartMs: 42 } });
  });

  it('refuses everything with a limit of 0', () => {
    expect(hitWindow({ count: 0, windowStartMs: 0 }, 1, { ...rule, limit: 0 }).allowed).toBe(false);
  });
});
