/** Where a paid plan is shown after a card payment: /results?plan_id={id}. */
export function paidPlanUrl(planId: string): string {
  return `/results?plan_id=${encodeURIComponent(planId)}`;
}

/**
 * The payment-success page. Stripe's redirect adds `payment_intent` (and the client secret, unused) to the
 * return address; the card forms add it themselves when they send someone there.
 */
export function paymentSuccessUrl(planId: string, paymentIntentId?: string): string {
  const query = new URLSearchParams({ plan_id: planId });
  if (paymentIntentId) query.set('payment_intent', paymentIntentId);
  return `/payment-success?${query.toString()}`;
}
