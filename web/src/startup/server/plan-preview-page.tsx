/**
 * The function's entry (built with the web app, loaded by functions/src/features/plan/plan-preview-page.ts):
 * renders /plan-preview with a person's locked preview in it. The preview's plan is the page's largest
 * content; rendered here, it paints with the HTML instead of after the app's code, the session and the plan
 * have all reached a phone. Each render has its own query client and style cache: the function answers
 * several people at once, and nothing of one may reach another's page.
 */
import { readFileSync } from 'node:fs';
import type { PlanPageData, PlanPreviewRenderer } from '@nasl/core/plan-page';
import { seedPlanPageCache } from '@/startup/seed-plan-page';
import { serverRenderedFiles } from '@/config/routes';
import { paths } from '@/config/paths';
import { planPageDataScript } from '@/startup/plan-page-data';
import { createQueryClient } from '@/lib/api/query-client';
import { fillPageDocument } from './page-document';
import { createPageStyles, pageParts, renderMarkup } from './render-app';

/** Written beside this module by the build (prerender-plugin.ts). */
const files = serverRenderedFiles('plan-preview');
const readBeside = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');

let template: string | undefined;
let shell: string | undefined;

export async function renderPlanPreview(search: string, data: PlanPageData): Promise<string> {
  template ??= readBeside(files.template);
  const client = createQueryClient();
  seedPlanPageCache(client, data);
  const styles = createPageStyles();
  const location = `${paths.planPreviewRoute}${search}`;
  const markup = await renderMarkup({ location, cache: styles.cache, client });
  const page = pageParts(markup, styles, location);
  client.clear();
  // After the root element, which holds only what React hydrates.
  return fillPageDocument(template, page).replace('</body>', () => `${planPageDataScript(data)}</body>`);
}

export function planPreviewShell(): string {
  shell ??= readBeside(files.shell);
  return shell;
}

export default { renderPlanPreview, planPreviewShell } satisfies PlanPreviewRenderer;
