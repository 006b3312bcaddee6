import { Router } from 'express';
import type { ServerConfig } from './lib/config.ts';
import { deleteUser } from './features/admin/delete-user.ts';
import { getOverview } from './features/admin/get-overview.ts';
import { getPlans } from './features/admin/get-plans.ts';
import { getQuestionnaires } from './features/admin/get-questionnaires.ts';
import { getStats } from './features/admin/get-stats.ts';
import { getUsers } from './features/admin/get-users.ts';
import { toggleAdmin } from './features/admin/toggle-admin.ts';
import { login } from './features/auth/login.ts';
import { logout } from './features/auth/logout.ts';
import { me } from './features/auth/me.ts';
import { register } from './features/auth/register.ts';
import { confirmTestPayment } from './features/checkout/confirm-test-payment.ts';
import { createPaymentIntent } from './features/checkout/create-payment-intent.ts';
import { getPaymentConfig } from './features/checkout/get-payment-config.ts';
import { stripeWebhook } from './features/checkout/stripe-webhook.ts';
import { unlockPlan } from './features/checkout/unlock-plan.ts';
import { verifyPayment } from './features/checkout/verify-payment.ts';
import { sendChatMessage } from './features/contact/send-chat-message.ts';
import { deleteCycleEvent } from './features/plan/delete-cycle-event.ts';
import { getPlan } from './features/plan/get-plan.ts';
import { logCycleEvent } from './features/plan/log-cycle-event.ts';
import { changePassword } from './features/profile/change-password.ts';
import { getUser } from './features/profile/get-user.ts';
import { getUserPlans } from './features/profile/get-user-plans.ts';
import { updateProfile } from './features/profile/update-profile.ts';
import { generatePlan } from './features/questionnaire/generate-plan.ts';
import { getDraft } from './features/questionnaire/get-draft.ts';
import { saveDraft } from './features/questionnaire/save-draft.ts';

/**
 * Every /api path, one handler file per operation. A server feature folder has the name of the web
 * feature that calls it, and a handler file the name of the web's API file.
 */
export function apiRouter(config: ServerConfig): Router {
  const router = Router();
  router.post('/auth/register', register(config));
  router.post('/auth/login', login(config));
  router.post('/auth/logout', logout(config));
  router.get('/auth/me', me);
  router.get('/auth/user', getUser);
  router.put('/user/profile', updateProfile);
  router.put('/user/password', changePassword(config));
  router.get('/user/plans', getUserPlans);
  router.get('/questionnaire/draft', getDraft);
  router.put('/questionnaire/draft', saveDraft);
  router.post('/generate-plan', generatePlan);
  router.get('/plans/:id', getPlan);
  router.post('/plans/:id/cycle-events', logCycleEvent);
  router.delete('/plans/:id/cycle-events/:eventId', deleteCycleEvent);
  router.get('/payment-config', getPaymentConfig(config));
  router.post('/create-payment-intent', createPaymentIntent(config));
  router.post('/verify-payment', verifyPayment(config));
  router.post('/unlock-plan', unlockPlan);
  router.post('/stripe-webhook', stripeWebhook(config));
  router.post('/test-payments/confirm', confirmTestPayment(config));
  router.get('/stats', getStats);
  router.get('/admin/overview', getOverview);
  router.get('/admin/users', getUsers);
  router.get('/admin/questionnaires', getQuestionnaires);
  router.get('/admin/plans', getPlans);
  router.patch('/admin/users/:id/toggle-admin', toggleAdmin);
  router.delete('/admin/users/:id', deleteUser);
  router.post('/ai-chat', sendChatMessage(config));
  return router;
}
