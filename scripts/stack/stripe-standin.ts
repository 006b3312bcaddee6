/**
 * A local stand-in for the parts of Stripe's REST API that Nasl uses (payment intents: create, retrieve,
 * update their metadata, confirm, cancel; the charge a succeeded intent makes; refunds: create, retrieve,
 * list), with Stripe's test cards and signed webhook deliveries (`payment_intent.*`, `charge.refunded`).
 * Dev tooling only: the deployed function never talks to it (see functions/src/lib/payment-config.ts).
 *
 * Test controls: `POST /__control/outage {on, about?}` drops the connection of every call, or with `about`
 * (plan ids, user ids or intent ids) only of the calls about those: the API test files run at the same time
 * against one stand-in, so each takes Stripe down for its own people alone; `POST /__control/rate-limit
 * {on, about?}` answers those calls with Stripe's 429 `rate_limit_error`; `GET /__control/requests?about=…`
 * lists the calls made (method, path and what they are about), those about any of the comma-separated ids
 * when given, `DELETE /__control/requests` clears the list; `GET /__control/deliveries` lists the webhook
 * deliveries (event type, payment intent, the endpoint's last answer), so a test can wait for one to be
 * answered instead of sleeping.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

import {
  LOCAL_STANDIN_SECRET_KEY as STANDIN_SECRET_KEY,
  LOCAL_STANDIN_WEBHOOK_SECRET as STANDIN_WEBHOOK_SECRET,
} from '../../functions/src/lib/payment-config.ts';

type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  /** Where Stripe e-mails its receipt once the intent succeeds. */
  receipt_email: string | null;
  created: number;
  livemode: false;
  last_payment_error: PaymentError | null;
  payment_method_types: string[];
  canceled_at: number | null;
  latest_charge: string | null;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  paid: true;
  refunded: boolean;
  status: 'succeeded';
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface StripeStandIn {
  port: number;
  baseUrl: string;
  /** Where webhooks go; set once the function's URL is known. */
  setWebhookUrl(url: string): void;
  /** Intents, charges and refunds as stored, for tests. */
  intents: Map<string, PaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Stripe's documented test cards, and what they do. */
const DECLINES: Record<string, PaymentError> = {
  '4000000000000002': {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444', '4000056655665556']);

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** Stripe's bracket notation (`metadata[planId]=x`) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = (target[part] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

function cardError(card: Record<string, unknown> | undefined): PaymentError | null {
  const number = String(card?.number ?? '').replace(/\s+/g, '');
  const expMonth = Number(card?.exp_month);
  const expYear = Number(card?.exp_year);
  const cvc = String(card?.cvc ?? '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    return {
      type: 'card_error',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    };
  }
  if (!(expMonth >= 1 && expMonth <= 12)) {
    return {
      type: 'card_error',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  const now = new Date();
  if (
    fullYear < now.getUTCFullYear() ||
    (fullYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  ) {
    return {
      type: 'card_error',
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    };
  }
  if (!/^\d{3,4}$/.test(cvc)) {
    return {
      type: 'card_error',
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
      param: 'cvc',
    };
  }
  if (DECLINES[number]) return DECLINES[number];
  if (!SUCCEEDS.has(number)) {
    return {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'test_mode_live_card',
      message: 'Your card was declined. Your request was in test mode, but used a non test card.',
    };
  }
  return null;
}

export async function startStripeStandIn(port: number): Promise<StripeStandIn> {
  const intents = new Map<string, PaymentIntent>();
  const charges = new Map<string, Charge>();
  const refunds = new Map<string, Refund>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const signer = new Stripe(STANDIN_SECRET_KEY);
  let webhookUrl: string | undefined;
  /** Each delivery: `status` is the endpoint's last HTTP answer, 0 before the first and after a dropped one. */
  const deliveries: { type: string; paymentIntent: string; status: number }[] = [];

  async function deliver(type: string, object: PaymentIntent | Charge): Promise<void> {
    if (!webhookUrl) return;
    const delivery = {
      type,
      paymentIntent: object.object === 'charge' ? object.payment_intent : object.id,
      status: 0,
    };
    deliveries.push(delivery);
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: STANDIN_WEBHOOK_SECRET });
    // Like Stripe: a few retries with backoff until the endpoint answers 2xx.
    for (const delayMs of [0, 500, 2000, 5000]) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        delivery.status = response.status;
        if (response.ok) return;
      } catch {
        // endpoint down: retry
        delivery.status = 0;
      }
    }
  }

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  function fail(res: ServerResponse, status: number, error: PaymentError | Record<string, unknown>) {
    send(res, status, { error });
  }

  const notFound = (res: ServerResponse, kind: string, missing: string) =>
    fail(res, 404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${missing}'`,
    });

  /** The charge a refund request names, by its payment intent or its own id. */
  function chargeToRefund(form: Record<string, unknown>): Charge | string {
    if (typeof form.charge === 'string')
      return charges.get(form.charge) ?? `No such charge: '${form.charge}'`;
    const intent = typeof form.payment_intent === 'string' ? intents.get(form.payment_intent) : undefined;
    if (!intent) return `No such payment_intent: '${String(form.payment_intent)}'`;
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    return charge ?? `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`;
  }

  /** POST /v1/refunds (idempotent by key), GET /v1/refunds[/{id}], GET /v1/charges/{id}. */
  function handleRefundsAndCharges(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    form: Record<string, unknown>,
  ): void {
    const [, , kind, objectId] = url.pathname.split('/');
    if (kind === 'charges') {
      const charge = objectId ? charges.get(objectId) : undefined;
      return charge ? send(res, 200, charge) : notFound(res, 'charge', objectId ?? '');
    }
    if (req.method === 'GET') {
      if (objectId) {
        const refund = refunds.get(objectId);
        return refund ? send(res, 200, refund) : notFound(res, 'refund', objectId);
      }
      const paymentIntent = url.searchParams.get('payment_intent');
      const charge = url.searchParams.get('charge');
      const data = [...refunds.values()]
        .filter(
          (refund) =>
            (!paymentIntent || refund.payment_intent === paymentIntent) &&
            (!charge || refund.charge === charge),
        )
        .reverse();
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey = typeof idempotencyKey === 'string' ? `POST /v1/refunds ${idempotencyKey}` : '';
    const remembered = replayKey ? idempotent.get(replayKey) : undefined;
    if (remembered) return send(res, remembered.status, remembered.body);
    const reply = (status: number, body: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body });
      send(res, status, body);
    };
    const charge = chargeToRefund(form);
    if (typeof charge === 'string') {
      return reply(400, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: charge },
      });
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      return reply(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge ${charge.id} has already been refunded.`,
        },
      });
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return reply(400, {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          param: 'amount',
        },
      });
    }
    const refund: Refund = {
      id: id('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      reason: typeof form.reason === 'string' ? form.reason : null,
      status: 'succeeded',
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    void deliver('charge.refunded', charge);
    return reply(200, refund);
  }

  /**
   * The ids a call is about: the intent's, and its metadata's plan and user (the metadata Nasl gives every
   * intent it creates), whether the call names the intent itself or its charge or refund.
   */
  function subjectsOf(url: URL, form: Record<string, unknown>): string[] {
    const subjects: string[] = [];
    const addIntent = (intentId: string | null | undefined) => {
      if (!intentId) return;
      subjects.push(intentId);
      const metadata = intents.get(intentId)?.metadata ?? {};
      subjects.push(...Object.values(metadata).filter((value) => typeof value === 'string'));
    };
    const addCharge = (chargeId: string | null | undefined) =>
      addIntent(chargeId ? charges.get(chargeId)?.payment_intent : undefined);
    const [, , kind, objectId] = url.pathname.split('/');
    if (kind === 'payment_intents') {
      if (objectId) addIntent(objectId);
      const metadata = (form.metadata as Record<string, unknown> | undefined) ?? {};
      subjects.push(...Object.values(metadata).filter((value) => typeof value === 'string'));
    } else if (kind === 'charges') addCharge(objectId);
    else if (kind === 'refunds') {
      if (objectId) addIntent(refunds.get(objectId)?.payment_intent);
      for (const source of [form, Object.fromEntries(url.searchParams)]) {
        if (typeof source.payment_intent === 'string') addIntent(source.payment_intent);
        if (typeof source.charge === 'string') addCharge(source.charge);
      }
    }
    return [...new Set(subjects)];
  }

  /** A failure switched on for every call, or for the calls about some ids only. */
  function failureSwitch() {
    let everything = false;
    const about = new Set<string>();
    return {
      set(on: boolean, ids: readonly string[] | undefined) {
        if (ids === undefined) everything = on;
        else
          for (const subject of ids)
            if (on) about.add(subject);
            else about.delete(subject);
        return { on: everything, about: [...about] };
      },
      covers: (subjects: readonly string[]) => everything || subjects.some((subject) => about.has(subject)),
    };
  }

  const outage = failureSwitch();
  const rateLimit = failureSwitch();
  const requests: { method: string; path: string; about: string[] }[] = [];

  async function readSwitch(req: IncomingMessage): Promise<{ on: boolean; about?: string[] }> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const parsed = JSON.parse(body || '{}') as { on?: boolean; about?: unknown };
    const about = Array.isArray(parsed.about)
      ? parsed.about.filter((id) => typeof id === 'string')
      : undefined;
    return { on: parsed.on === true, ...(about ? { about } : {}) };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://standin');
    // Test controls: a Stripe outage (connections dropped), Stripe's own rate limit, the calls made.
    if (url.pathname === '/__control/outage') {
      const { on, about } = await readSwitch(req);
      return send(res, 200, { outage: outage.set(on, about) });
    }
    if (url.pathname === '/__control/rate-limit') {
      const { on, about } = await readSwitch(req);
      return send(res, 200, { rateLimited: rateLimit.set(on, about) });
    }
    if (url.pathname === '/__control/requests') {
      if (req.method === 'DELETE') requests.length = 0;
      const wanted = url.searchParams.get('about')?.split(',').filter(Boolean);
      const about = (request: (typeof requests)[number]) =>
        !wanted || wanted.some((id) => request.about.includes(id) || request.path.includes(id));
      return send(res, 200, { requests: requests.filter(about) });
    }
    if (url.pathname === '/__control/deliveries') return send(res, 200, { deliveries });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = parseForm(Buffer.concat(chunks).toString('utf8'));
    const subjects = subjectsOf(url, form);
    if (outage.covers(subjects)) {
      req.socket.destroy();
      return;
    }
    requests.push({ method: req.method ?? 'GET', path: url.pathname, about: subjects });
    if (rateLimit.covers(subjects)) {
      return fail(res, 429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Too many requests hit the API too quickly.',
      });
    }
    const secretKey = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (/^\/v1\/(refunds|charges)(\/|$)/.test(url.pathname)) {
      if (secretKey !== STANDIN_SECRET_KEY) {
        return fail(res, 401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${secretKey.slice(0, 8)}***`,
        });
      }
      return handleRefundsAndCharges(req, res, url, form);
    }
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(confirm|cancel))?$/.exec(url.pathname);
    if (!match)
      return fail(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL.` });
    const [, intentId, action] = match;

    // Confirmation is the one call a browser makes with the publishable key and the client secret.
    const usesSecretKey = secretKey === STANDIN_SECRET_KEY;
    if (!usesSecretKey && !(action === 'confirm' && form.client_secret)) {
      return fail(res, 401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${secretKey.slice(0, 8)}***`,
      });
    }

    const idempotencyKey = req.headers['idempotency-key'];
    const replayKey =
      typeof idempotencyKey === 'string' ? `${req.method} ${url.pathname} ${idempotencyKey}` : '';
    const remembered = replayKey ? idempotent.get(replayKey) : undefined;
    if (remembered) return send(res, remembered.status, remembered.body);
    const reply = (status: number, body: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body });
      send(res, status, body);
    };

    if (!intentId) {
      if (req.method !== 'POST')
        return fail(res, 405, { type: 'invalid_request_error', message: 'Method not allowed' });
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return fail(res, 400, {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          message: 'Amount must be at least $0.50 usd',
          param: 'amount',
        });
      }
      const newId = id('pi');
      const intent: PaymentIntent = {
        id: newId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(form.currency ?? 'usd').toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${newId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: (form.metadata as Record<string, string> | undefined) ?? {},
        receipt_email: typeof form.receipt_email === 'string' ? form.receipt_email : null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        last_payment_error: null,
        payment_method_types: ['card'],
        canceled_at: null,
        latest_charge: null,
      };
      intents.set(newId, intent);
      return reply(200, intent);
    }

    const intent = intents.get(intentId);
    if (!intent || (!usesSecretKey && form.client_secret !== intent.client_secret)) {
      return fail(res, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
        param: 'intent',
      });
    }
    if (!action && req.method === 'POST') {
      // An update: metadata merges key by key, and an empty value removes its key (as Stripe does).
      const changes = (form.metadata as Record<string, string> | undefined) ?? {};
      intent.metadata = Object.fromEntries(
        Object.entries({ ...intent.metadata, ...changes }).filter(([, value]) => value !== ''),
      );
      return reply(200, intent);
    }
    if (!action) return send(res, 200, intent);

    if (action === 'cancel') {
      if (intent.status === 'succeeded') {
        return fail(res, 400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
        });
      }
      intent.status = 'canceled';
      intent.canceled_at = Math.floor(Date.now() / 1000);
      void deliver('payment_intent.canceled', intent);
      return reply(200, intent);
    }

    if (intent.status !== 'requires_payment_method') {
      return fail(res, 400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    const paymentMethod = form.payment_method_data as { card?: Record<string, unknown> } | undefined;
    const error = cardError(paymentMethod?.card);
    if (error) {
      intent.last_payment_error = error;
      void deliver('payment_intent.payment_failed', intent);
      return reply(402, { error: { ...error, payment_intent: intent } });
    }
    const charge: Charge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      paid: true,
      refunded: false,
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.last_payment_error = null;
    void deliver('payment_intent.succeeded', intent);
    return reply(200, intent);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    intents,
    charges,
    refunds,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
