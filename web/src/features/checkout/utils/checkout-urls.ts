/** Where a paid plan is shown after a card payment: /results?plan_id={id}. */
export function paidPlanUrl(planId: string): string {
  return `/results?plan_id=${encodeURIComponent(planId)}`;
}

/**
 * The payment-success page. Stripe's redirect adds `payment_intent` (and the client secret, unused) to the
 * return address; the card forms send someone there when the payment could not be verified at once.
 */
export function paymentSuccessUrl(planId: string, paymentIntentId?: string): string {
  const query = new URLSearchParams({ plan_id: planId });
  if (paymentIntentId) query.set('payment_intent', paymentIntentId);
  return `/payment-success?${query.toString()}`;
}

/**
 * What a verified card payment leaves in the history entry of the plan it opens (React Router's location
 * state): the plan page shows the paid confirmation and the receipt above the plan until she closes it.
 */
export interface JustPaid {
  justPaid: { planId: string };
}

export function justPaidState(planId: string): JustPaid {
  return { justPaid: { planId } };
}

/** The plan just paid for, when the history entry says so; null otherwise. */
export function justPaidPlanIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('justPaid' in state)) return null;
  const { justPaid } = state as { justPaid: unknown };
  if (typeof justPaid !== 'object' || justPaid === null) return null;
  const { planId } = justPaid as { planId: unknown };
  return typeof planId === 'string' && planId !== '' ? planId : null;
}
