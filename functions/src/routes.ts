import { Router } from 'express';
import type { ServerConfig } from './lib/config.ts';
import { currentUser } from './features/auth/current-user.ts';
import { login } from './features/auth/login.ts';
import { logout } from './features/auth/logout.ts';
import { me } from './features/auth/me.ts';
import { register } from './features/auth/register.ts';
import { changePassword } from './features/user/change-password.ts';
import { updateProfile } from './features/user/update-profile.ts';
import { generatePlan } from './features/plans/generate-plan.ts';
import { confirmTestPayment } from './features/payments/confirm-test-payment.ts';
import { createPaymentIntent } from './features/payments/create-payment-intent.ts';
import { getPaymentConfig } from './features/payments/get-payment-config.ts';
import { stripeWebhook } from './features/payments/stripe-webhook.ts';
import { unlockPlan } from './features/payments/unlock-plan.ts';
import { verifyPayment } from './features/payments/verify-payment.ts';
import { getDraft } from './features/questionnaire/get-draft.ts';
import { saveDraft } from './features/questionnaire/save-draft.ts';
import { getPlan } from './features/plans/get-plan.ts';
import { listUserPlans } from './features/plans/list-user-plans.ts';

/** Every documented /api path, one handler file per operation. */
export function apiRouter(config: ServerConfig): Router {
  const router = Router();
  router.post('/auth/register', register(config));
  router.post('/auth/login', login(config));
  router.post('/auth/logout', logout(config));
  router.get('/auth/me', me);
  router.get('/auth/user', currentUser);
  router.put('/user/profile', updateProfile);
  router.put('/user/password', changePassword(config));
  router.get('/user/plans', listUserPlans);
  router.get('/questionnaire/draft', getDraft);
  router.put('/questionnaire/draft', saveDraft);
  router.post('/generate-plan', generatePlan);
  router.get('/plans/:id', getPlan);
  router.get('/payment-config', getPaymentConfig(config));
  router.post('/create-payment-intent', createPaymentIntent(config));
  router.post('/verify-payment', verifyPayment(config));
  router.post('/unlock-plan', unlockPlan);
  router.post('/stripe-webhook', stripeWebhook(config));
  router.post('/test-payments/confirm', confirmTestPayment(config));
  return router;
}
