/**
 * The page's first script (index.html loads it). The pre-rendered page paints from its HTML alone; the app
 * starts (start-app.tsx) once that first frame is on screen, so a slow phone shows the page before it spends
 * its time on the app's code. The code starts downloading then too (page-code.ts).
 */
import { DEFAULT_LANGUAGE } from '@nasl/core/constants';
import { routeFor } from '@/config/routes';
import { prepareDateFormatters } from '@/lib/i18n/date-formatters';
import { isLanguage } from '@/lib/i18n/language';
import { nextTask } from './next-task';
import { preloadPageCode } from './page-code';

const pageLanguage = document.documentElement.lang;
const language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
// An English page is rendered in the browser once its texts are loaded (lib/i18n/i18n.ts): they load from here,
// beside the app's code, instead of after it.
if (language === 'en') void import('@/locales/en.json');

/**
 * The app's modules run in several tasks rather than one, so a slow phone stays responsive between them
 * (measured: without them the home page's blocking time grew by about 140 ms of thread time, ADR 0026). Each
 * import runs the modules it needs that have not run yet, in the order start-app.tsx would run them anyway:
 * the texts, React, MUI's theme code, emotion with the right-to-left styles, the data cache, MUI's styled
 * base (MUI makes its default theme as it loads), then the app's providers.
 */
const appModulesInTurn = [
  () => import('@/lib/i18n/i18n'),
  () => import('react-dom/client'),
  () => import('@/lib/theme/theme'),
  () => import('@/lib/theme/emotion-cache'),
  () => import('@/lib/api/query-client'),
  () => import('@mui/material/DefaultPropsProvider'),
  () => import('@/app/provider'),
];

const startApp = async () => {
  await preloadPageCode();
  if (routeFor(window.location.pathname)?.showsDates) {
    void nextTask().then(() => prepareDateFormatters(language));
  }
  for (const importModules of appModulesInTurn) {
    await importModules();
    await nextTask();
  }
  return import('./start-app');
};

if (document.visibilityState === 'visible') {
  // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
  requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
} else {
  // A tab opened in the background paints nothing until shown: start at once.
  void startApp();
}
