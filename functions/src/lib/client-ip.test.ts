import { describe, expect, it } from 'vitest';
import { addressBucket, clientAddress } from './client-ip.ts';

describe('clientAddress', () => {
  const HOSTING_HOPS = 2;

  it('takes the address Hosting appended, whatever the client wrote before it', () => {
    const real = clientAddress('203.0.113.7, 35.191.0.1', '169.254.1.1', HOSTING_HOPS);
    expect(real).toBe('203.0.113.7');
    for (const spoofed of ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', '::1']) {
      expect(clientAddress(`${spoofed}, 203.0.113.7, 35.191.0.1`, '169.254.1.1', HOSTING_HOPS)).toBe(real);
    }
  });

  it('reads repeated headers as one list', () => {
    expect(clientAddress(['9.9.9.9', '203.0.113.7, 35.191.0.1'], undefined, HOSTING_HOPS)).toBe(
      '203.0.113.7',
    );
  });

  it('never lets a longer chain move the address: the client writes only to the left of it', () => {
    const chainFor = (forged: string[]) => [...forged, '203.0.113.7', '35.191.0.1'].join(', ');
    const seen = new Set(
      [[], ['1.1.1.1'], ['1.1.1.1', '2.2.2.2'], Array.from({ length: 30 }, (_, i) => `10.0.0.${i}`)].map(
        (forged) => clientAddress(chainFor(forged), '169.254.1.1', HOSTING_HOPS),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.7']);
  });

  it('takes the right-most entry, then the socket, when the chain is shorter than the proxies', () => {
    expect(clientAddress('203.0.113.7', '169.254.1.1', HOSTING_HOPS)).toBe('203.0.113.7');
    // Three proxies expected, one appended: what it appended, not what the client wrote before it.
    expect(clientAddress('6.6.6.6, 203.0.113.7', '169.254.1.1', 3)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '127.0.0.1', HOSTING_HOPS)).toBe('127.0.0.1');
    expect(clientAddress(' , ', '127.0.0.1', HOSTING_HOPS)).toBe('127.0.0.1');
    expect(clientAddress('', undefined, HOSTING_HOPS)).toBeUndefined();
  });

  it('trusts only the socket with no proxy in front', () => {
    expect(clientAddress('1.2.3.4', '198.51.100.2', 0)).toBe('198.51.100.2');
  });

  it('takes the right-most entry with one proxy', () => {
    expect(clientAddress('1.2.3.4, 198.51.100.2', '10.0.0.1', 1)).toBe('198.51.100.2');
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
