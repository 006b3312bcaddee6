/**
 * A plan page the server rendered with its plan (the locked preview) carries the data it was rendered with
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

/** The data a page's HTML carries (the worker reads it from the document), as JSON text; null without. */
export function planPageDataIn(html: string): string | null {
  return DATA_IN_DOCUMENT.exec(html)?.[1] ?? null;
}
