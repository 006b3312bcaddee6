/** The one place the server touches the `web-push` library (Web Push: RFC 8030, 8291, 8292). */
import webpush from 'web-push';
import type { PushConfig } from './push-config.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The header the local stand-in reads the clear payload from (it cannot decrypt the body). */
export const STANDIN_PAYLOAD_HEADER = 'x-nasl-standin-payload';

/**
 * Sends one encrypted message to a device through its push service, signed with the server's VAPID key.
 * `gone` when the push service says the subscription no longer exists (404, 410): forget it. Locally the
 * same request goes to the push stand-in, with the endpoint in `X-Push-Endpoint` and the clear payload.
 */
export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  payload: string,
  options: { ttlSeconds: number; topic: string },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
    TTL: options.ttlSeconds,
    urgency: 'normal',
    topic: options.topic,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  let url = request.endpoint;
  if (config.mode === 'local-standin') {
    url = `${config.standinUrl}/push`;
    headers['x-push-endpoint'] = request.endpoint;
    headers[STANDIN_PAYLOAD_HEADER] = Buffer.from(payload).toString('base64url');
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    });
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
