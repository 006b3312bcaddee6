/** The one place the server touches the `web-push` library (Web Push: RFC 8030, 8291, 8292). */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { PushConfig } from './push-config.ts';
import { isAllowedPushEndpoint, publicOnlyLookup } from './push-endpoint.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * `sent`; `gone`: the push service says the subscription no longer exists (404, 410); `invalid`: the
 * subscription can never receive anything (keys that encrypt nothing, an endpoint the server does not
 * call); `failed`: this attempt did not get through (timeout, refused address, the service's error).
 */
export type PushOutcome = 'sent' | 'gone' | 'invalid' | 'failed';

/** The header the local stand-in reads the clear payload from (it cannot decrypt the body). */
export const STANDIN_PAYLOAD_HEADER = 'x-nasl-standin-payload';

/** How long one push may take, connection included: a slow push service holds one send, not the run. */
export const PUSH_SEND_TIMEOUT_MS = 5000;

export interface SendOptions {
  ttlSeconds: number;
  topic: string;
  timeoutMs?: number;
  /** How host names are resolved (public addresses only); tests give their own. */
  lookup?: LookupFunction;
}

function post(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: Buffer | null },
  timeoutMs: number,
  lookup: LookupFunction | undefined,
): Promise<number> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method,
        headers: init.headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(lookup ? { lookup } : {}),
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body ?? undefined);
  });
}

/**
 * Sends one encrypted message to a device through its push service, signed with the server's VAPID key.
 * Never throws: whatever goes wrong with one device is its outcome, so a run goes on to the next. Locally
 * the same request goes to the push stand-in, with the endpoint in `X-Push-Endpoint` and the clear payload.
 */
export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  payload: string,
  options: SendOptions,
): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(target.endpoint, config)) return 'invalid';
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: options.ttlSeconds,
      urgency: 'normal',
      topic: options.topic,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    // Keys stored before they were checked at subscription: nothing can be encrypted to them.
    return 'invalid';
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  let url = new URL(request.endpoint);
  // The stand-in's address is the server's own setting (a loopback one), not a subscriber's.
  let lookup: LookupFunction | undefined = options.lookup ?? publicOnlyLookup();
  if (config.mode === 'local-standin') {
    url = new URL(`${config.standinUrl}/push`);
    headers['x-push-endpoint'] = request.endpoint;
    headers[STANDIN_PAYLOAD_HEADER] = Buffer.from(payload).toString('base64url');
    lookup = options.lookup;
  }
  try {
    const status = await post(
      url,
      { method: request.method, headers, body: request.body ?? null },
      options.timeoutMs ?? PUSH_SEND_TIMEOUT_MS,
      lookup,
    );
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
