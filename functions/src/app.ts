import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { readConfig, type ServerConfig } from './lib/config.ts';
import { errorHandler, notFound } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { originCheck } from './middleware/origin-check.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { resolveSession } from './middleware/session.ts';
import { adminPageData } from './features/admin/admin-page.ts';
import { planPreviewPage, resultsPage } from './features/plan/plan-page.ts';
import { renderedPage, sessionData } from './lib/web-render.ts';
import { apiRouter } from './routes.ts';

function noStore(_req: Request, res: Response, next: NextFunction): void {
  // API answers are personal: never kept by shared caches (Hosting's CDN included).
  res.set('Cache-Control', 'private, no-store');
  next();
}

/**
 * security headers → no caching → origin check → body → session → routes (and the plan pages) → one
 * error handler answering `{ message }`.
 */
export function createApp(config: ServerConfig = readConfig()) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.use(noStore);
  app.use(originCheck(config));
  app.use(jsonBody);
  app.use(resolveSession);
  app.use('/api', apiRouter(config));
  // The pages the function renders (Hosting serves every other page as a file), compressed: their HTML
  // holds the page's styles and the person's data, several times larger than its gzip, which a phone waits
  // for. Each is `rendersOnServer` in web/src/config/routes.ts and has a rewrite in firebase.json.
  app.get('/plan-preview', compression(), planPreviewPage);
  app.get('/results', compression(), resultsPage);
  app.get('/profile', compression(), renderedPage('/profile', sessionData));
  app.get('/admin', compression(), renderedPage('/admin', adminPageData));
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
