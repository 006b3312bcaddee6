/** A paid plan, her husband and his access, as the API gives them, for the sharing tests. */
import type { PartnerInvite, QuestionnaireAnswers, User } from '@nasl/core';
import { markPlanPaid } from './firebase.ts';
import { registeredClient, type Client } from './http.ts';
import { payForPlan } from './fixtures/payments.ts';
import { createPlan } from './fixtures/plans.ts';

/** A person with a plan paid through the checkout (payment record, receipt, "My plan"). */
export async function ownerWithPaidPlan(overrides: Partial<QuestionnaireAnswers> = {}) {
  const owner = await registeredClient();
  const plan = await createPlan(owner.client, overrides);
  const paymentIntentId = await payForPlan(owner.client, plan.id);
  return { ...owner, planId: plan.id, paymentIntentId };
}

/**
 * A person with a paid plan, marked paid in Firestore directly: quicker than the checkout, for the tests
 * that need a paid plan and not its payment.
 */
export async function ownerWithPlanMarkedPaid(overrides: Partial<QuestionnaireAnswers> = {}) {
  const owner = await registeredClient();
  const plan = await createPlan(owner.client, overrides);
  await markPlanPaid(plan.id);
  return { ...owner, planId: plan.id };
}

export async function invite(owner: Client, planId: string, lang: 'ar' | 'en' = 'en') {
  const response = await owner.post<PartnerInvite>(`/api/plans/${planId}/partner-invites`, undefined, {
    lang,
  });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** Her husband: registered, and following the plan once he accepted her invitation. */
export async function husbandOf(owner: Client, planId: string) {
  const husband = await registeredClient({ name: 'أحمد علي', gender: 'male' });
  const { token } = await invite(owner, planId);
  const accepted = await husband.client.post('/api/partner-invites/accept', { token });
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { ...husband, token };
}

export async function myPlanOf(client: Client): Promise<User['myPlan'] | undefined> {
  const me = await client.get<{ user: User | null }>('/api/auth/me');
  return me.body.user?.myPlan;
}
