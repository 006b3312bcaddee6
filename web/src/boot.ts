/**
 * The page's first script. The pre-rendered page paints from its HTML alone; the app starts (main.tsx)
 * once that first frame is on screen, so a slow phone shows the page before it spends its time on the
 * app's code. The code itself is already downloading: every page preloads it (prerender-plugin.ts).
 */
const startApp = () => import('./main');

if (document.visibilityState === 'visible') {
  // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  // A tab opened in the background paints nothing until shown: start at once.
  void startApp();
}
