/**
 * The page's first script. The pre-rendered page paints from its HTML alone; the app starts (main.tsx)
 * once that first frame is on screen, so a slow phone shows the page before it spends its time on the
 * app's code. The code starts downloading then too (lib/page-code.ts).
 * The requests the page will make leave at once, in the language the pre-paint script chose.
 */
import { DEFAULT_LANGUAGE } from '@nasl/core/constants';
import { startEarlyRequests } from '@/app/early-requests';
import { prerenderedPageFor } from '@/config/pages';
import { prepareDateFormatters } from '@/lib/date-formatters';
import { isLanguage } from '@/lib/language';
import { nextTask } from '@/lib/next-task';
import { planPageDataOfDocument } from '@/lib/early-answers';
import { preloadPageCode } from '@/lib/page-code';

const pageLanguage = document.documentElement.lang;
const language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
// A page the server rendered in this language holds its session and plan already.
const renderedWithData = language === DEFAULT_LANGUAGE && planPageDataOfDocument() !== null;
if (!renderedWithData) startEarlyRequests(window.location, language);
// An English page is rendered in the browser once its texts are loaded (lib/i18n.ts): they load from here,
// beside the app's code, instead of after it.
if (language === 'en') void import('@/locales/en.json');

/**
 * The app's modules run in a few tasks rather than one: a slow phone stays responsive between them. The
 * texts (i18next and the Arabic texts) run first, as main.tsx would run them anyway, then React, then MUI
 * with the app's providers.
 */
const startApp = async () => {
  await preloadPageCode();
  if (prerenderedPageFor(window.location.pathname)?.showsDates) {
    void nextTask().then(() => prepareDateFormatters(language));
  }
  await import('@/lib/i18n');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@/app/provider');
  await nextTask();
  return import('./main');
};

if (document.visibilityState === 'visible') {
  // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
  requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
} else {
  // A tab opened in the background paints nothing until shown: start at once.
  void startApp();
}
