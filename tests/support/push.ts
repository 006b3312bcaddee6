/** A phone's side of Web Push for the API tests: a subscription of its own, and the stand-in's record. */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { LOCAL_STANDIN_ENDPOINT_HOST } from '../../functions/src/lib/push-config.ts';
import type { RecordedPush } from '../../scripts/stack/push-standin.ts';

const standInUrl = process.env.NASL_PUSH_STANDIN_URL ?? '';

export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** A new browser subscription: an endpoint of its own and the device's keys, as `PushSubscription.toJSON()`. */
export function newDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint: `https://${LOCAL_STANDIN_ENDPOINT_HOST}/send/${randomBytes(12).toString('base64url')}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    ecdh,
    authSecret,
  };
}

/** What the push stand-in received for one device. */
export async function pushesTo(device: TestDevice): Promise<RecordedPush[]> {
  const response = await fetch(`${standInUrl}/__control/pushes`);
  const all = (await response.json()) as RecordedPush[];
  return all.filter((push) => push.endpoint === device.subscription.endpoint);
}

/** The push service is down (every push answered 503) until called again with false. */
export async function setPushOutage(on: boolean): Promise<void> {
  await fetch(`${standInUrl}/__control/outage`, { method: 'POST', body: JSON.stringify({ on }) });
}

/** From now on the push service answers 410 Gone for this device, as for a subscription the browser dropped. */
export async function markGone(device: TestDevice): Promise<void> {
  await fetch(`${standInUrl}/__control/gone`, {
    method: 'POST',
    body: JSON.stringify({ endpoint: device.subscription.endpoint }),
  });
}

/**
 * Decrypts a push body as the browser does (RFC 8291, `aes128gcm` of RFC 8188), written out here rather than
 * taken from the library that encrypted it.
 */
export function decryptPush(device: TestDevice, body: string): string {
  const data = Buffer.from(body, 'base64url');
  const salt = data.subarray(0, 16);
  const idLength = data[20]!;
  const serverKey = data.subarray(21, 21 + idLength);
  const ciphertext = data.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}
