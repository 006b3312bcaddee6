import { BlockList, isIP } from 'node:net';

/**
 * The proxies allowed to append to X-Forwarded-For in front of the function, by default: Firebase
 * Hosting's CDN (Fastly, whose ranges are published at https://api.fastly.com/public-ip-list) and Google's
 * front ends (the ranges Google's load balancers connect from). `TRUSTED_PROXY_RANGES` replaces the list.
 */
export const DEFAULT_TRUSTED_PROXY_RANGES: readonly string[] = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
  '35.191.0.0/16',
  '130.211.0.0/22',
];

/** Most proxies in a row a request can pass (edge, shield, Google's front end, and one to spare). */
export const MAX_PROXY_HOPS = 4;

/** CIDR ranges (`151.101.0.0/16`, `2a04:4e40::/32`) as a set to test addresses against, or the first that does not read. */
export function proxyRanges(
  ranges: readonly string[],
): { ok: true; proxies: BlockList } | { ok: false; invalid: string } {
  const proxies = new BlockList();
  for (const range of ranges) {
    const [network = '', bits = ''] = range.trim().split('/');
    const family = isIP(network);
    const prefix = Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (!family || !/^\d{1,3}$/.test(bits) || prefix > maxPrefix) return { ok: false, invalid: range };
    proxies.addSubnet(network, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { ok: true, proxies };
}

function isProxy(entry: string, proxies: BlockList): boolean {
  const family = isIP(entry);
  return family !== 0 && proxies.check(entry, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Where a request came from, for per-address rate limits.
 *
 * Every proxy appends to X-Forwarded-For the address it received the request from, so the header reads
 * "<anything the client wrote>, <client>, <proxy>…". The right-most entry is always written by Google's
 * front end in front of the function (it appends what connected to it), never by the client. Reading from
 * the right, an entry is trusted to be the client only when whatever appended it was one of our proxies:
 * through Firebase Hosting, the front end appends the Hosting edge's address (a proxy: step left), and the
 * edge appended the client's. A request sent to the function's own URL, skipping Hosting, has the
 * address that connected to Google at the right: not a proxy, so that address is the client, and whatever
 * it wrote to the left is never read. Neither Express's `req.ip` (with `trust proxy`, the left-most entry)
 * nor `Fastly-Client-IP` (which Fastly keeps when the client sends one) can be trusted.
 *
 * No header (the local emulators append nothing): the socket.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  proxies: BlockList,
): string | undefined {
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let index = entries.length - 1;
  for (let hops = 0; index > 0 && hops < MAX_PROXY_HOPS && isProxy(entries[index]!, proxies); hops++) {
    index -= 1;
  }
  return entries[index] ?? socketAddress;
}

function ipv6Groups(address: string): string[] | undefined {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return undefined;
  return [...head, ...Array<string>(missing).fill('0'), ...tail].map((group) => group.padStart(4, '0'));
}

/**
 * The rate-limit bucket of an address: an IPv4 address as it is; IPv6 by its /64 network, because one
 * home or phone gets a whole /64 and could otherwise take a fresh address per request; anything unreadable
 * shares one bucket, so a made-up header gains nothing.
 */
export function addressBucket(address: string | undefined): string {
  if (!address) return 'unknown';
  let text = address.trim();
  text = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1] ?? text;
  text = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)?.[1] ?? text;
  text = text.replace(/%.*$/, '');
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text)?.[1];
  if (mapped) return mapped;
  const groups = ipv6Groups(text);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : 'unknown';
}
