import { onInit } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { defineSecret } from 'firebase-functions/params';
import { createApp } from './app.ts';
import { readConfig } from './lib/config.ts';
import { readPaymentConfig } from './lib/payment-config.ts';

const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
const geminiApiKey = defineSecret('GEMINI_API_KEY');

const config = readConfig();

// A deployed instance without real Stripe keys refuses to start rather than take or skip payments.
onInit(() => {
  readPaymentConfig(process.env, config.isEmulator);
});

export const api = onRequest(
  {
    region: 'us-central1',
    memory: '512MiB',
    concurrency: 80,
    secrets: [stripeSecretKey, stripeWebhookSecret, geminiApiKey],
  },
  createApp(config),
);
