import { onInit } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { defineSecret } from 'firebase-functions/params';
import { createApp } from './app.ts';
import { checkRateLimitKey, readConfig } from './lib/config.ts';
import { readPaymentConfig } from './lib/payment-config.ts';

const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
const geminiApiKey = defineSecret('GEMINI_API_KEY');
// A restricted key (Identity Toolkit only), known to the server alone: nobody else can call Firebase
// Auth's public API for this project with it (README, "Deploying").
const firebaseWebApiKey = defineSecret('FIREBASE_WEB_API_KEY');
const rateLimitKeySecret = defineSecret('RATE_LIMIT_KEY_SECRET');

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
