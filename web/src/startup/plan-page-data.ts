/**
 * A page the server rendered with its data (a plan page, the profile) carries the data it was rendered with
 * in a JSON script of this id, after the app's markup: the browser hydrates with the same data, and the
 * service worker keeps it as the API's answers for offline use. Plain strings only: the worker imports it.
 */
export const PLAN_PAGE_DATA_ID = 'nasl-plan-page';

/**
 * The data as a `<script type="application/json">`, which no browser runs (the Content-Security-Policy
 * allows no inline script but the pre-paint one). Every `<` is escaped, so no text in the data can close
 * the element; U+2028 and U+2029 too, which older parsers read as line ends.
 */
export function planPageDataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${PLAN_PAGE_DATA_ID}">${json}</script>`;
}

const DATA_IN_DOCUMENT = new RegExp(
  `<script type="application/json" id="${PLAN_PAGE_DATA_ID}">([^<]*)</script>`,
);

/** What a page's HTML carries: the session and the plan, as the API answered them. */
export interface CarriedAnswers {
  authStatus: unknown;
  plan: unknown;
  planId: string;
}

/**
 * The answers a page's HTML carries (the worker reads them from the document it fetched); null for a page
 * without them, or with data that is not a session and a plan with an id.
 */
export function carriedAnswersIn(html: string): CarriedAnswers | null {
  const json = DATA_IN_DOCUMENT.exec(html)?.[1];
  if (json === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { authStatus, plan } = data as Record<string, unknown>;
  const planId = typeof plan === 'object' && plan !== null ? (plan as Record<string, unknown>).id : undefined;
  return typeof planId === 'string' && authStatus !== undefined ? { authStatus, plan, planId } : null;
}
