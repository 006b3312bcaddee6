import type { NextFunction, Request, Response } from 'express';
import type { ServerConfig } from '../lib/config.ts';
import { HttpError } from '../lib/http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestHosts(req: Request): string[] {
  const forwarded = req.headers['x-forwarded-host'];
  const forwardedHosts = (Array.isArray(forwarded) ? forwarded : [forwarded ?? ''])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...forwardedHosts, req.headers.host ?? ''].filter(Boolean);
}

/**
 * CSRF defence for cookie sessions: a state-changing request that comes from a browser must come from
 * this site. Requests without Origin (curl, server-to-server) are accepted unless the browser marks them
 * cross-site; the SameSite=Lax session cookie covers the rest.
 */
export function originCheck(config: ServerConfig) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    if (!origin) {
      if (req.headers['sec-fetch-site'] === 'cross-site') return next(new HttpError(403, 'badOrigin'));
      return next();
    }
    if (config.allowedOrigins.has(origin)) return next();
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return next(new HttpError(403, 'badOrigin'));
    }
    if (requestHosts(req).includes(originHost)) return next();
    next(new HttpError(403, 'badOrigin'));
  };
}
