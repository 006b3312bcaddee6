import type { Request } from 'express';

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The site's own origin for a link the API hands out (an invitation, a calendar address): the browser's
 * `Origin` when it sent one (the origin check has accepted it by then), else the host Hosting forwarded
 * (`X-Forwarded-Host`, `X-Forwarded-Proto`), else the request's own host.
 */
export function siteOrigin(req: Request): string {
  const origin = firstValue(req.headers.origin);
  if (origin && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host ?? 'localhost';
  const protocol = firstValue(req.headers['x-forwarded-proto']) ?? req.protocol;
  return `${protocol === 'http' ? 'http' : 'https'}://${host}`;
}
