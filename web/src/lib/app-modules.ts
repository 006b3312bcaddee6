/**
 * A pre-rendered page names the modules the app and the page need in this `<meta>` (prerender-plugin.ts)
 * instead of preloading them from its `<head>`: fetched before the first paint, they would compete with it
 * on a slow connection. boot.ts preloads them, all at once, as soon as the page has painted.
 */
export const APP_MODULES_META = 'nasl-app-modules';

/** Starts fetching the modules the page names, in parallel (the app's own imports would fetch them in turn). */
export function preloadAppModules(): void {
  const names = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODULES_META}"]`)?.content ?? '';
  for (const href of names.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
