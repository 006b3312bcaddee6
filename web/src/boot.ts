import { preloadAppModules } from '@/lib/app-modules';
import { PENDING_ATTRIBUTE } from '@/lib/pre-paint-script';

/**
 * The page's first script. The pre-rendered page paints from its HTML alone; the app's code is fetched and
 * the app started (main.tsx) once the browser has painted that content, so a slow connection and a slow
 * phone show the page before they spend their time on the app.
 */
let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  preloadAppModules();
  void import('./main');
};

/** Longest wait for the first contentful paint: a page the browser never reports on still starts. */
const PAINT_WAIT_MS = 1500;

function startAfterFirstContentfulPaint() {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted()) return startApp();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
    requestAnimationFrame(() => setTimeout(startApp, 0));
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    startApp();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    startApp();
  }, PAINT_WAIT_MS);
}

const pageWaitsForTheApp = document.documentElement.hasAttribute(PENDING_ATTRIBUTE);
if (
  document.visibilityState === 'visible' &&
  !pageWaitsForTheApp &&
  typeof PerformanceObserver === 'function'
) {
  startAfterFirstContentfulPaint();
} else {
  // Nothing to paint first: a tab opened in the background paints nothing until shown, and a page in
  // another language than the pre-rendered one stays hidden until the app has rendered it.
  startApp();
}
