/** Client addresses as the function sees them behind Firebase Hosting, for the per-address limits. */

// A random start, so runs against a long-lived stack (`npm start`) do not meet their own old counters.
let counter = Math.floor(Math.random() * 0x10000);

/** An address of Firebase Hosting's CDN (Fastly's 151.101.0.0/16), as Google's front end appends it. */
export const HOSTING_EDGE_ADDRESS = '151.101.65.195';

/**
 * X-Forwarded-For as the function receives it in production behind Firebase Hosting for a client at
 * `client`: whatever the client wrote itself, then the client's address (appended by Hosting's edge),
 * then the edge's (appended by Google's front end). The local Hosting emulator appends nothing, so the
 * tests write the whole chain.
 */
export function viaHosting(client: string, spoofed?: string): Record<string, string> {
  return { 'x-forwarded-for': [spoofed, client, HOSTING_EDGE_ADDRESS].filter(Boolean).join(', ') };
}

/**
 * X-Forwarded-For of a request sent to the function's own URL, skipping Hosting: whatever the client wrote
 * itself, then the address that connected (appended by Google's front end).
 */
export function bypassingHosting(client: string, spoofed?: string): Record<string, string> {
  return { 'x-forwarded-for': [spoofed, client].filter(Boolean).join(', ') };
}

/**
 * A client address no other test uses: an IPv6 address of the documentation prefix 2001:db8::/32, in a
 * /64 of its own (the limits count an IPv6 client by its /64), told apart by process and counter, so the
 * API and browser suites' workers never share one.
 */
export function newClientAddress(): string {
  counter = (counter + 1) & 0xffff;
  return `2001:db8:${(process.pid & 0xffff).toString(16)}:${counter.toString(16)}::1`;
}
