import { describe, expect, it } from 'vitest';
import { addressBucket, clientAddress, DEFAULT_TRUSTED_PROXY_RANGES, MAX_PROXY_HOPS } from './client-ip.ts';
import { ConfigError, readTrustedProxies } from './config.ts';

describe('clientAddress', () => {
  const defaults = readTrustedProxies(undefined);
  const EDGE = '151.101.65.195';
  const GOOGLE_FRONT_END = '35.191.10.1';

  it('through Hosting: the address its edge appended, whatever the client wrote before it', () => {
    const real = clientAddress(`203.0.113.7, ${EDGE}`, '169.254.1.1', defaults);
    expect(real).toBe('203.0.113.7');
    for (const spoofed of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', '::1', EDGE, `${EDGE}, ${EDGE}`]) {
      expect(clientAddress(`${spoofed}, 203.0.113.7, ${EDGE}`, '169.254.1.1', defaults)).toBe(real);
    }
  });

  it('steps over every proxy in a row: an edge, its shield, Google’s own front end', () => {
    expect(clientAddress(`9.9.9.9, 203.0.113.7, ${EDGE}, 151.101.2.1`, undefined, defaults)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(`9.9.9.9, 203.0.113.7, ${EDGE}, ${GOOGLE_FRONT_END}`, undefined, defaults)).toBe(
      '203.0.113.7',
    );
    expect(clientAddress(`9.9.9.9, 2001:db8::7, 2a04:4e42::1`, undefined, defaults)).toBe('2001:db8::7');
  });

  it('skipping Hosting: the address that connected, never what it wrote before it', () => {
    // The function's own URL: Google's front end appends the client itself, which is no proxy.
    for (const spoofed of ['1.2.3.4', `1.2.3.4, ${EDGE}`, `${EDGE}`, 'garbage']) {
      expect(clientAddress(`${spoofed}, 198.51.100.9`, '169.254.1.1', defaults)).toBe('198.51.100.9');
    }
    expect(clientAddress('198.51.100.9', '169.254.1.1', defaults)).toBe('198.51.100.9');
  });

  it('never lets a longer chain move the address: the client writes only to the left of it', () => {
    const chainFor = (forged: string[]) => [...forged, '203.0.113.7', EDGE].join(', ');
    const seen = new Set(
      [[], ['1.1.1.1'], ['1.1.1.1', EDGE], Array.from({ length: 30 }, (_, i) => `151.101.0.${i}`)].map(
        (forged) => clientAddress(chainFor(forged), '169.254.1.1', defaults),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.7']);
  });

  it('steps over at most 4 proxies, then takes the entry it reached', () => {
    expect(MAX_PROXY_HOPS).toBe(4);
    // Six of Hosting's addresses in a row after the client: four are stepped over, the fifth from the
    // right is taken as it is.
    const chain = '6.6.6.6, 151.101.0.0, 151.101.0.1, 151.101.0.2, 151.101.0.3, 151.101.0.4, 151.101.0.5';
    expect(clientAddress(chain, undefined, defaults)).toBe('151.101.0.1');
    // Four in a row: all stepped over, the client reached.
    expect(
      clientAddress('6.6.6.6, 151.101.0.2, 151.101.0.3, 151.101.0.4, 151.101.0.5', undefined, defaults),
    ).toBe('6.6.6.6');
    // Five: the fifth is where it stops.
    expect(
      clientAddress(
        '6.6.6.6, 151.101.0.1, 151.101.0.2, 151.101.0.3, 151.101.0.4, 151.101.0.5',
        undefined,
        defaults,
      ),
    ).toBe('151.101.0.1');
    expect(clientAddress(EDGE, undefined, defaults)).toBe(EDGE);
  });

  it('reads repeated headers as one list', () => {
    expect(clientAddress(['9.9.9.9', `203.0.113.7, ${EDGE}`], undefined, defaults)).toBe('203.0.113.7');
  });

  it('takes the socket when no proxy wrote anything (the local emulators)', () => {
    expect(clientAddress(undefined, '127.0.0.1', defaults)).toBe('127.0.0.1');
    expect(clientAddress(' , ', '127.0.0.1', defaults)).toBe('127.0.0.1');
    expect(clientAddress('', undefined, defaults)).toBeUndefined();
  });

  it('trusts the ranges it is given instead of the defaults', () => {
    const own = readTrustedProxies('10.0.0.0/8, fd00::/8');
    expect(clientAddress(`1.2.3.4, 203.0.113.7, 10.1.2.3`, undefined, own)).toBe('203.0.113.7');
    expect(clientAddress(`1.2.3.4, 203.0.113.7, ${EDGE}`, undefined, own)).toBe(EDGE);
  });
});

describe('readTrustedProxies', () => {
  it.each(['151.101.0.0', '151.101.0.0/33', 'not-a-range/8', '2a04::/129', '1.2.3.4/x'])(
    'refuses %s, so a typo never trusts the wrong hop',
    (range) => {
      expect(() => readTrustedProxies(range)).toThrow(ConfigError);
    },
  );

  it('holds Hosting’s CDN and Google’s front ends by default', () => {
    const defaults = readTrustedProxies('  ');
    for (const [address, family] of [
      ['151.101.1.1', 'ipv4'],
      ['199.232.10.1', 'ipv4'],
      ['35.191.0.1', 'ipv4'],
      ['2a04:4e42:600::1', 'ipv6'],
    ] as const) {
      expect(defaults.check(address, family), address).toBe(true);
    }
    expect(defaults.check('203.0.113.7', 'ipv4')).toBe(false);
    expect(DEFAULT_TRUSTED_PROXY_RANGES.length).toBeGreaterThan(20);
  });
});

describe('addressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7:5123 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1234:5678:8a2e:370:7334', '2001:0db8:85a3:1234::/64'],
    ['2001:db8:85a3:1234::1', '2001:0db8:85a3:1234::/64'],
    ['[2001:db8:85a3:1234::99]:443', '2001:0db8:85a3:1234::/64'],
    ['2001:db8::', '2001:0db8:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['fe80::1%eth0', 'fe80:0000:0000:0000::/64'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000::/64'],
    ['not an address', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%s → %s', (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it('puts every address of one IPv6 /64 in one bucket', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe(addressBucket('2001:db8:1:2:ffff:1:2:3'));
    expect(addressBucket('2001:db8:1:2::1')).not.toBe(addressBucket('2001:db8:1:3::1'));
  });
});
