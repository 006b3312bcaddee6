/**
 * The function's entry (built with the web app, loaded by functions/src/lib/web-render.ts): renders a page
 * with a person's data in it, the pages of `SERVER_RENDERED_PAGES`: the locked preview (/plan-preview), the
 * plan itself (/results, her husband's view included) and the profile. Their largest content is that data;
 * rendered here, it paints with the HTML instead of after the app's code, the session and the data have all
 * reached a phone. Each render has its own query client and style cache: the function answers several
 * people at once, and nothing of one may reach another's page.
 */
import { readFileSync } from 'node:fs';
import type { PageRenderer, RenderedPageData, ServerRenderedPage } from '@nasl/core/rendered-page';
import { seedPlanPageCache } from '@/startup/seed-plan-page';
import { routeFor, serverRenderedFiles } from '@/config/routes';
import { planPageDataScript } from '@/startup/plan-page-data';
import { createQueryClient } from '@/lib/api/query-client';
import { fillPageDocument } from './page-document';
import { createPageStyles, pageParts, renderMarkup } from './render-app';

/** Written beside this module by the build (prerender-plugin.ts), per page: its template and its shell. */
function filesOf(path: ServerRenderedPage) {
  const route = routeFor(path);
  if (!route?.rendersOnServer) throw new Error(`${path} is not rendered by the function (config/routes.ts)`);
  return serverRenderedFiles(route.page);
}

const read = new Map<string, string>();
function readBeside(file: string): string {
  let text = read.get(file);
  if (text === undefined) {
    text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    read.set(file, text);
  }
  return text;
}

export async function renderPage(
  path: ServerRenderedPage,
  search: string,
  data: RenderedPageData,
): Promise<string> {
  const template = readBeside(filesOf(path).template);
  const client = createQueryClient();
  seedPlanPageCache(client, data);
  const styles = createPageStyles();
  const location = `${path}${search}`;
  const markup = await renderMarkup({ location, cache: styles.cache, client });
  const page = pageParts(markup, styles, location);
  client.clear();
  // After the root element, which holds only what React hydrates.
  return fillPageDocument(template, page).replace('</body>', () => `${planPageDataScript(data)}</body>`);
}

export function pageShell(path: ServerRenderedPage): string {
  return readBeside(filesOf(path).shell);
}

export default { renderPage, pageShell } satisfies PageRenderer;
