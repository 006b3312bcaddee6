import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { isPlainHttpsUrl, isPushServiceHost } from '@nasl/core';
import { LOCAL_STANDIN_ENDPOINT_HOST, type PushConfig } from './push-config.ts';

/**
 * Which push endpoints the server calls. A subscription names the address the server will send to, so an
 * endpoint is taken only on the https host of a browser's push service (core's `isPushServiceHost`), and the
 * connection is made only to a public address of that host, checked on the addresses DNS answers at the
 * moment of sending (a name that resolves to the server's own network is refused, whatever its name).
 */

/** Addresses no push service has: this host, private networks, link-local (cloud metadata), reserved. */
const NON_PUBLIC_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const NON_PUBLIC = new BlockList();
for (const [network, prefix, family] of NON_PUBLIC_RANGES) NON_PUBLIC.addSubnet(network, prefix, family);

/** Whether an address (v4, v6, or v4 mapped into v6) is one a push service on the internet could have. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const text = mapped ?? address;
  const family = isIP(text);
  if (family === 0) return false;
  if (family === 6 && /^::ffff:/i.test(text)) return false;
  return !NON_PUBLIC.check(text, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether the server may send to this endpoint: https on a browser push service's host; on the local
 * stack with the push stand-in, also the stand-in's own endpoint host (the stand-in receives every push
 * there, whatever the endpoint says).
 */
export function isAllowedPushEndpoint(endpoint: string, push: PushConfig): boolean {
  if (!isPlainHttpsUrl(endpoint)) return false;
  const { hostname } = new URL(endpoint);
  if (push.mode === 'local-standin' && hostname === LOCAL_STANDIN_ENDPOINT_HOST) return true;
  return isPushServiceHost(hostname);
}

export class NonPublicAddressError extends Error {
  override name = 'NonPublicAddressError';
  readonly code = 'ENONPUBLIC';
}

type AllAddresses = (hostname: string, options: LookupAllOptions) => Promise<LookupAddress[]>;

const systemLookup: AllAddresses = (hostname, options) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, options, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Every address a host name resolves to, refused (NonPublicAddressError) when any is not public. */
export async function publicAddressesOf(
  hostname: string,
  resolve: AllAddresses = systemLookup,
): Promise<LookupAddress[]> {
  const addresses = await resolve(hostname, { all: true });
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (addresses.length === 0 || refused) {
    throw new NonPublicAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}`);
  }
  return addresses;
}

/**
 * A `lookup` for `https.request` that answers only public addresses: the address checked is the address
 * connected to, so a name that changes its answer between a check and the connection gains nothing.
 */
export function publicOnlyLookup(resolve: AllAddresses = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, resolve).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const usable = wanted ? addresses.filter(({ family }) => family === wanted) : addresses;
        if (options.all) {
          (callback as (error: null, addresses: LookupAddress[]) => void)(null, usable);
        } else if (usable[0]) {
          callback(null, usable[0].address, usable[0].family);
        } else {
          callback(new NonPublicAddressError(`${hostname} has no address of that family`), '', 0);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
