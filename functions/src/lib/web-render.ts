import type { PlanPageRenderer } from '@nasl/core/plan-page';

/**
 * The web app's render module for the plan pages (/plan-preview, /results), which the web build writes beside
 * this bundle (lib/web-render/, from web/src/startup/server/plan-page.tsx). Loaded on the first page request
 * only: the API's requests never pay for React and MUI. A failed load is tried again on the next request.
 */
let renderer: Promise<PlanPageRenderer> | undefined;

export function planPageRenderer(): Promise<PlanPageRenderer> {
  renderer ??= import(new URL('./web-render/plan-page.mjs', import.meta.url).href).then(
    (module: { default: PlanPageRenderer }) => module.default,
    (error: unknown) => {
      renderer = undefined;
      throw error;
    },
  );
  return renderer;
}
