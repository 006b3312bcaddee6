import { logger, onInit } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { defineSecret } from 'firebase-functions/params';
import { onSchedule } from 'firebase-functions/scheduler';
import { createApp } from './app.ts';
import { deleteDecidedClaimDocuments } from './features/admin/delete-claim-documents.ts';
import { sendDueReminders } from './features/plan/send-due-reminders.ts';
import { checkRateLimitKey, readConfig } from './lib/config.ts';
import { readPaymentConfig } from './lib/payment-config.ts';
import { readPushConfig } from './lib/push-config.ts';

const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
const geminiApiKey = defineSecret('GEMINI_API_KEY');
// A restricted key (Identity Toolkit only), known to the server alone: nobody else can call Firebase
// Auth's public API for this project with it (README, "Deploying").
const firebaseWebApiKey = defineSecret('FIREBASE_WEB_API_KEY');
const rateLimitKeySecret = defineSecret('RATE_LIMIT_KEY_SECRET');
const vapidPrivateKey = defineSecret('VAPID_PRIVATE_KEY');

const config = readConfig();

// A deployed instance without real Stripe keys, or without the throttles' key, refuses to start rather
// than take or skip payments, or store counters anyone could link to an e-mail or an address.
onInit(() => {
  readPaymentConfig(process.env, config.isEmulator);
  checkRateLimitKey(config);
});

export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    concurrency: 80,
    secrets: [stripeSecretKey, stripeWebhookSecret, geminiApiKey, firebaseWebApiKey, rateLimitKeySecret],
  },
  createApp(config),
);

/**
 * The phone reminders: every 15 minutes, the plans whose next reminder is due are found by a query and
 * their reminders sent through Web Push (features/plan/send-due-reminders.ts). Cloud Scheduler calls it;
 * the local stack calls the same run through POST /api/test-reminders/run.
 */
export const reminders = onSchedule(
  {
    schedule: '*/15 * * * *',
    timeZone: 'Etc/UTC',
    region: 'us-central1',
    memory: '256MiB',
    timeoutSeconds: 300,
    // A run that failed is not repeated: the next one, 15 minutes later, sends what is still due.
    retryCount: 0,
    secrets: [vapidPrivateKey],
  },
  async () => {
    const push = readPushConfig(process.env, config.isEmulator);
    if (!push) {
      logger.warn('Reminders are off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
      return;
    }
    const run = await sendDueReminders(push, Date.now());
    logger.info('Reminders sent', run);
  },
);

/**
 * A guarantee claim's documents are health data, kept until the decision and 30 days after it: once a day
 * the claims whose time has come are found by a query and their files deleted from Cloud Storage
 * (features/admin/delete-claim-documents.ts); each deletion is audited.
 */
export const claimDocuments = onSchedule(
  {
    schedule: '30 3 * * *',
    timeZone: 'Etc/UTC',
    region: 'us-central1',
    memory: '256MiB',
    timeoutSeconds: 300,
    // A day's run that failed is repeated by the next day's: what is due then is still found.
    retryCount: 0,
  },
  async () => {
    const cleared = await deleteDecidedClaimDocuments(Date.now());
    logger.info('Claim documents deleted', { cleared });
  },
);
