import type { PlanPreviewRenderer } from '@nasl/core/plan-page';

/**
 * The web app's render module for /plan-preview, which the web build writes beside this bundle
 * (lib/web-render/, from web/src/startup/server/plan-preview-page.tsx). Loaded on the first page request only: the
 * API's requests never pay for React and MUI. A failed load is tried again on the next request.
 */
let renderer: Promise<PlanPreviewRenderer> | undefined;

export function planPreviewRenderer(): Promise<PlanPreviewRenderer> {
  renderer ??= import(new URL('./web-render/plan-preview-page.mjs', import.meta.url).href).then(
    (module: { default: PlanPreviewRenderer }) => module.default,
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}
