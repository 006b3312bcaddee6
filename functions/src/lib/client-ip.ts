import { isIP } from 'node:net';

/**
 * Where a request came from, for per-address rate limits.
 *
 * Every proxy appends to X-Forwarded-For the address it received the request from, so the header reads
 * "<anything the client wrote>, <client>, <proxy>…". Only the entries our own proxies appended can be
 * trusted, and those are the right-most ones: the client is the entry `trustedHops` from the right end.
 * Behind Firebase Hosting that is 2: Hosting's CDN edge (Fastly) appends the address it received the
 * request from, the client, and Google's front end in front of the function appends one more. Whatever the
 * client writes itself stays to the left of those, so a longer chain never moves the entry read here.
 * Neither Express's `req.ip` (with `trust proxy: true`, the left-most entry) nor `Fastly-Client-IP` (which
 * Fastly keeps when the client sends one) can be trusted.
 *
 * A shorter chain than expected means a proxy was skipped (the local emulators append nothing, the
 * function's own URL skips Hosting): then the right-most entry, which the client did not write whenever
 * any proxy is there, or else the socket.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops <= 0) return socketAddress;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length >= trustedHops) return entries[entries.length - trustedHops];
  return entries.at(-1) ?? socketAddress;
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
