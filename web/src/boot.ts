/**
 * The page's first script. The pre-rendered page paints from its HTML alone; the app starts (main.tsx)
 * once that first frame is on screen, so a slow phone shows the page before it spends its time on the
 * app's code. The code itself is already downloading: every page preloads it (prerender-plugin.ts).
 */
const startApp = () => import('./main');

// A page in another language than the pre-rendered one stays hidden until the app renders it (the
// pre-paint script's PENDING_ATTRIBUTE): nothing to wait for.
const pending = document.documentElement.hasAttribute('data-nasl-pending');

if (document.visibilityState === 'visible' && !pending) {
  // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  // A tab opened in the background paints nothing until shown, a pending page nothing of its own: start
  // at once.
  void startApp();
}
