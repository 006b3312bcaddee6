import type { NextFunction, Request, Response } from 'express';
import firebaseConfig from '../../../firebase.json' with { type: 'json' };

/**
 * The headers Hosting adds to every answer (firebase.json, `source: "**"`): CSP, HSTS, nosniff, framing,
 * referrer and permissions policies. The function sets the same ones itself, from the same file (bundled
 * at build), so an answer of the function's own URL, which skips Hosting, carries them too.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  (
    firebaseConfig.hosting.headers.find((rule) => 'source' in rule && rule.source === '**')?.headers ?? []
  ).map(({ key, value }) => [key, value]),
);

/**
 * Sets the security headers, and removes `X-Powered-By`, which the platform's own Express app (the
 * Functions Framework, the emulator) sets before this app runs: it names the server for no one's benefit.
 */
export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.removeHeader('X-Powered-By');
  res.set(SECURITY_HEADERS);
  next();
}
