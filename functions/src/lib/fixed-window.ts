/** A fixed-window counter: at most `limit` hits from the first hit of a window until `windowMs` later. */
export interface WindowRule {
  limit: number;
  windowMs: number;
}

export interface WindowState {
  count: number;
  windowStartMs: number;
}

export type WindowDecision = { allowed: true; next: WindowState } | { allowed: false; retryAfterMs: number };

export function hitWindow(current: WindowState | undefined, nowMs: number, rule: WindowRule): WindowDecision {
  if (!current || nowMs >= current.windowStartMs + rule.windowMs) {
    return { allowed: true, next: { count: 1, windowStartMs: nowMs } };
  }
  if (current.count >= rule.limit) {
    return { allowed: false, retryAfterMs: current.windowStartMs + rule.windowMs - nowMs };
  }
  return { allowed: true, next: { count: current.count + 1, windowStartMs: current.windowStartMs } };
}
