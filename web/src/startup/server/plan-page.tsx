/**
 * The function's entry (built with the web app, loaded by functions/src/features/plan/plan-page.ts): renders a
 * plan page with a person's plan in it, the locked preview (/plan-preview) or the plan itself (/results, her
 * husband's view included). The plan is the page's largest content; rendered here, it paints with the HTML
 * instead of after the app's code, the session and the plan have all reached a phone. Each render has its
 * own query client and style cache: the function answers several people at once, and nothing of one may
 * reach another's page.
 */
import { readFileSync } from 'node:fs';
import type { PlanPageData, PlanPageRenderer, ServerRenderedPlanPage } from '@nasl/core/plan-page';
import { seedPlanPageCache } from '@/startup/seed-plan-page';
import { routeFor, serverRenderedFiles } from '@/config/routes';
import { planPageDataScript } from '@/startup/plan-page-data';
import { createQueryClient } from '@/lib/api/query-client';
import { fillPageDocument } from './page-document';
import { createPageStyles, pageParts, renderMarkup } from './render-app';

/** Written beside this module by the build (prerender-plugin.ts), per page: its template and its shell. */
function filesOf(path: ServerRenderedPlanPage) {
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

export async function renderPlanPage(
  path: ServerRenderedPlanPage,
  search: string,
  data: PlanPageData,
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

export function planPageShell(path: ServerRenderedPlanPage): string {
  return readBeside(filesOf(path).shell);
}

export default { renderPlanPage, planPageShell } satisfies PlanPageRenderer;
