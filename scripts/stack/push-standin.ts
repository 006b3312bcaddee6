/**
 * A local stand-in for a browser vendor's push service (the receiving end of Web Push, RFC 8030/8291/8292),
 * recording what the function would have sent to a phone. Dev tooling only: the deployed function never
 * talks to it (see functions/src/lib/push-config.ts).
 *
 * The function sends it the very request a push service would get (`POST /push`, the subscription's
 * endpoint in `X-Push-Endpoint`, the body encrypted for the device), plus the clear payload in a header of
 * its own. The stand-in checks the request as a push service does (a VAPID JWT signed by the key it names,
 * for the endpoint's origin, not expired; `aes128gcm`; a TTL) and answers 201, or 400/401 like one.
 *
 * Test controls: `GET /__control/pushes` lists what was received (newest last); `POST /__control/gone
 * {endpoint}` makes that endpoint answer 410 Gone from then on, as a push service does for a subscription
 * the browser dropped; `POST /__control/outage {on}` makes every push answer 503 while it lasts.
 */
import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface RecordedPush {
  endpoint: string;
  /** The clear payload (JSON text), as the device would decrypt it. */
  payload: string;
  /** The encrypted body, base64url, for checking the encryption itself. */
  body: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID public key that signed the request. */
  vapidKey: string;
  receivedAt: string;
}

export interface PushStandIn {
  port: number;
  baseUrl: string;
  pushes: RecordedPush[];
  stop(): Promise<void>;
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Checks a `vapid t=…, k=…` Authorization header for an endpoint; answers the key, or why it is refused. */
export function checkVapid(
  authorization: string | undefined,
  endpoint: string,
  nowSeconds = Date.now() / 1000,
): { ok: true; key: string } | { ok: false; reason: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) return { ok: false, reason: 'no VAPID authorization' };
  const [, jwt, key] = match as unknown as [string, string, string];
  const [encodedHeader, encodedClaims, encodedSignature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { ok: false, reason: 'the key is not a P-256 point' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(encodedSignature, 'base64url'),
  );
  if (!signed) return { ok: false, reason: 'the JWT is not signed by the key' };
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== new URL(endpoint).origin) return { ok: false, reason: 'the JWT is for another origin' };
  if (!claims.exp || claims.exp < nowSeconds || claims.exp > nowSeconds + 24 * 3600) {
    return { ok: false, reason: 'the JWT has expired or lasts more than 24 hours' };
  }
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { ok: false, reason: 'the JWT has no contact' };
  return { ok: true, key };
}

export async function startPushStandIn(port: number): Promise<PushStandIn> {
  const pushes: RecordedPush[] = [];
  const gone = new Set<string>();
  let outage = false;

  function send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://standin');

    if (url.pathname === '/__control/pushes' && req.method === 'GET') return send(res, 200, pushes);
    if (url.pathname === '/__control/gone' && req.method === 'POST') {
      const { endpoint } = JSON.parse(raw.toString('utf8') || '{}') as { endpoint?: string };
      if (endpoint) gone.add(endpoint);
      return send(res, 200, { gone: [...gone] });
    }
    if (url.pathname === '/__control/outage' && req.method === 'POST') {
      outage = (JSON.parse(raw.toString('utf8') || '{}') as { on?: boolean }).on === true;
      return send(res, 200, { outage });
    }
    if (url.pathname !== '/push' || req.method !== 'POST') return send(res, 404, { error: 'not found' });
    if (outage) return send(res, 503, { error: 'the push service is unavailable' });

    const endpoint = header(req, 'x-push-endpoint') ?? '';
    if (!/^https:\/\//.test(endpoint)) return send(res, 400, { error: 'no endpoint' });
    if (gone.has(endpoint)) return send(res, 410, { error: 'push subscription has unsubscribed or expired' });
    const vapid = checkVapid(header(req, 'authorization'), endpoint);
    if (!vapid.ok) return send(res, 401, { error: vapid.reason });
    const ttl = Number(header(req, 'ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return send(res, 400, { error: 'TTL header missing' });
    if (header(req, 'content-encoding') !== 'aes128gcm' || raw.length === 0) {
      return send(res, 400, { error: 'the body must be aes128gcm' });
    }
    pushes.push({
      endpoint,
      payload: Buffer.from(header(req, 'x-nasl-standin-payload') ?? '', 'base64url').toString('utf8'),
      body: raw.toString('base64url'),
      ttl,
      urgency: header(req, 'urgency') ?? null,
      topic: header(req, 'topic') ?? null,
      vapidKey: vapid.key,
      receivedAt: new Date().toISOString(),
    });
    if (pushes.length > 500) pushes.shift();
    res.writeHead(201, { location: `${endpoint}/messages/${pushes.length}` });
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pushes,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
