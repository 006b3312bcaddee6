/**
 * The page's first script. The pre-rendered page paints from its HTML alone; the app starts (main.tsx)
 * once that first frame is on screen, so a slow phone shows the page before it spends its time on the
 * app's code. The code itself is already downloading: every page preloads it (prerender-plugin.ts).
 * The requests the page will make leave now, beside that code, in the language the pre-paint script chose.
 */
import { DEFAULT_LANGUAGE } from '@nasl/core/constants';
import { startEarlyRequests } from '@/app/early-requests';
import { isLanguage } from '@/lib/language';

const pageLanguage = document.documentElement.lang;
const language = isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE;
startEarlyRequests(window.location, language);
// An English page is rendered in the browser once its texts are loaded (lib/i18n.ts): they load from here,
// beside the app's code, instead of after it.
if (language === 'en') void import('@/locales/en.json');

const startApp = () => import('./main');

if (document.visibilityState === 'visible') {
  // After the next frame: requestAnimationFrame runs before it is painted, the timeout after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  // A tab opened in the background paints nothing until shown: start at once.
  void startApp();
}
