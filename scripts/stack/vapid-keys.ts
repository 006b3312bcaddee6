/** The local stack's VAPID key pair (Web Push): made once per data folder, or per run without one. */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A new P-256 key pair in the form Web Push uses: the public point uncompressed, both base64url. */
export function newVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d! };
}

/**
 * The key pair kept in `file`, made there on first use: a browser subscribed with the local key keeps
 * working after a restart (a new key would make it subscribe again).
 */
export function localVapidKeys(file: string | undefined): VapidKeys {
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = newVapidKeys();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys));
  }
  return keys;
}
