import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import type { PageRenderer, RenderedPageData, ServerRenderedPage } from '@nasl/core/rendered-page';

/**
 * The web app's render module for the pages the function renders with a person's data (`SERVER_RENDERED_PAGES`),
 * which the web build writes beside this bundle (lib/web-render/, from web/src/startup/server/rendered-page.tsx).
 * Loaded on the first page request only: the API's requests never pay for React and MUI. A failed load is
 * tried again on the next request.
 */
let renderer: Promise<PageRenderer> | undefined;

export function pageRenderer(): Promise<PageRenderer> {
  renderer ??= import(new URL('./web-render/rendered-page.mjs', import.meta.url).href).then(
    (module: { default: PageRenderer }) => module.default,
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}

/**
 * What a page is rendered with for the person asking: exactly what the API's endpoints for the same data
 * would answer them (checked as those endpoints check it), or null for whoever they would not answer, who
 * gets the shell (the page then asks the API, which says why).
 */
export type PageData = (req: Request, search: URLSearchParams) => Promise<RenderedPageData | null>;

async function pageFor(req: Request, path: ServerRenderedPage, dataFor: PageData): Promise<string> {
  const renderer = await pageRenderer();
  const search = new URL(req.originalUrl, 'http://page.invalid').search;
  try {
    const data = await dataFor(req, new URLSearchParams(search));
    if (data) return await renderer.renderPage(path, search, data);
  } catch (error) {
    // The shell still works: the page then asks the API for its data, as it does offline or for a guest.
    logger.error('The page could not be rendered; the shell was sent', { path, error: String(error) });
  }
  return renderer.pageShell(path);
}

/**
 * GET of a page the function renders (Hosting passes its address to the function: firebase.json). Personal,
 * so never cached: the app's no-store applies to every answer of the function.
 */
export function renderedPage(path: ServerRenderedPage, dataFor: PageData) {
  return async (req: Request, res: Response): Promise<void> => {
    // Whose page it is depends on the session cookie: no cache may answer one cookie with another's page.
    res.vary('Cookie');
    res.type('html').send(await pageFor(req, path, dataFor));
  };
}

/** The page's data when it shows only the signed-in person's session (GET /api/auth/me): null for a guest. */
export const sessionData: PageData = async (req) =>
  req.viewer ? { authStatus: { isAuthenticated: true, user: req.viewer.user } } : null;
