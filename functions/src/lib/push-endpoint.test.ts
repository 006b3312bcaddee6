import type { LookupAddress } from 'node:dns';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import type { PushConfig } from './push-config.ts';
import {
  isAllowedPushEndpoint,
  isPublicAddress,
  NonPublicAddressError,
  publicAddressesOf,
  publicOnlyLookup,
} from './push-endpoint.ts';
import { sendPush } from './web-push.ts';

const vapid = webpush.generateVAPIDKeys();
const WEB_PUSH: PushConfig = {
  mode: 'web-push',
  publicKey: vapid.publicKey,
  privateKey: vapid.privateKey,
  subject: 'mailto:help@example.com',
};

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const answering =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:7f00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['142.250.74.106', '8.8.8.8', '172.32.0.1', '2607:f8b0:4004:c1b::5f', '::ffff:142.250.74.106'])(
    'takes %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isAllowedPushEndpoint', () => {
  const STANDIN: PushConfig = { ...WEB_PUSH, mode: 'local-standin', standinUrl: 'http://127.0.0.1:1' };

  it('takes the browsers’ push services, and the stand-in’s host only on the local stack', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', WEB_PUSH)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/x', WEB_PUSH)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.test/send/x', WEB_PUSH)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.test/send/x', STANDIN)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', STANDIN)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://x:y@fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://evil.example/x',
    'https://fcm.googleapis.com.evil.example/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, WEB_PUSH)).toBe(false);
  });
});

describe('public addresses after DNS', () => {
  it('answers every address of a name that resolves outward', async () => {
    const addresses = await publicAddressesOf(
      'fcm.googleapis.com',
      answering('142.250.74.106', '2607:f8b0::5f'),
    );
    expect(addresses.map(({ address }) => address)).toEqual(['142.250.74.106', '2607:f8b0::5f']);
  });

  it('refuses a name when any of its addresses is inward (a rebinding answer among good ones too)', async () => {
    for (const answer of [['127.0.0.1'], ['142.250.74.106', '169.254.169.254'], ['::1'], []]) {
      await expect(publicAddressesOf('fcm.googleapis.com', answering(...answer))).rejects.toBeInstanceOf(
        NonPublicAddressError,
      );
    }
  });

  it('gives the connection only a checked address, in both of the lookup’s forms', async () => {
    const lookup = publicOnlyLookup(answering('142.250.74.106', '2607:f8b0::5f'));
    const one = await new Promise((resolve) =>
      lookup('fcm.googleapis.com', { family: 6 }, (error, address, family) =>
        resolve({ error, address, family }),
      ),
    );
    expect(one).toEqual({ error: null, address: '2607:f8b0::5f', family: 6 });
    const all = await new Promise((resolve) =>
      lookup('fcm.googleapis.com', { all: true }, (error, addresses) => resolve({ error, addresses })),
    );
    expect(all).toEqual({
      error: null,
      addresses: [
        { address: '142.250.74.106', family: 4 },
        { address: '2607:f8b0::5f', family: 6 },
      ],
    });
    const inward = publicOnlyLookup(answering('10.0.0.8'));
    const refused = await new Promise<Error | null>((resolve) =>
      inward('fcm.googleapis.com', { all: true }, (error) => resolve(error)),
    );
    expect(refused).toBeInstanceOf(NonPublicAddressError);
  });
});

describe('sendPush', () => {
  const server = createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(201).end();
  });
  const received: string[] = [];
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const options = { ttlSeconds: 60, topic: 'test' };

  it('never connects to an inward address a push service’s name resolves to', async () => {
    let asked = 0;
    const outcome = await sendPush(
      WEB_PUSH,
      { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: deviceKeys() },
      '{}',
      {
        ...options,
        lookup: publicOnlyLookup(async () => {
          asked += 1;
          return [{ address: '127.0.0.1', family: 4 }];
        }),
      },
    );
    expect(outcome).toBe('failed');
    expect(asked).toBe(1);
  });

  it('answers invalid, without throwing or sending, for keys nothing can be encrypted to or an endpoint it does not call', async () => {
    const port = await listening;
    const standin: PushConfig = {
      ...WEB_PUSH,
      mode: 'local-standin',
      standinUrl: `http://127.0.0.1:${port}`,
    };
    const broken = { p256dh: `B${'A'.repeat(86)}`, auth: randomBytes(16).toString('base64url') };
    expect(
      await sendPush(standin, { endpoint: 'https://push.example.test/x', keys: broken }, '{}', options),
    ).toBe('invalid');
    expect(
      await sendPush(standin, { endpoint: 'https://169.254.169.254/x', keys: deviceKeys() }, '{}', options),
    ).toBe('invalid');
    expect(received).toEqual([]);
    expect(
      await sendPush(standin, { endpoint: 'https://push.example.test/x', keys: deviceKeys() }, '{}', options),
    ).toBe('sent');
    expect(received).toEqual(['/push']);
  });

  it('gives up on a push service that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as AddressInfo).port)),
    );
    const standin: PushConfig = {
      ...WEB_PUSH,
      mode: 'local-standin',
      standinUrl: `http://127.0.0.1:${port}`,
    };
    const started = Date.now();
    const outcome = await sendPush(
      standin,
      { endpoint: 'https://push.example.test/x', keys: deviceKeys() },
      '{}',
      { ...options, timeoutMs: 200 },
    );
    expect(outcome).toBe('failed');
    // Without its timeout the send would wait on the silent server until the test itself timed out.
    expect(Date.now() - started).toBeLessThan(10_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});
