import i18next from 'i18next';
import arOffline from '@/locales/ar/offline.json';
import enOffline from '@/locales/en/offline.json';
import { directionOf, resolveInitialLanguage } from '@/lib/i18n/language';
import { PERSONAL_CACHES } from '@/lib/device/offline-cache';
import { readStorage, storageKeys } from '@/lib/device/storage';
import { savedPageLinks, type SavedPageLink } from './saved-pages';

const language = resolveInitialLanguage(window.location.search, readStorage(storageKeys.language));
const i18n = i18next.createInstance();
void i18n.init({
  lng: language,
  fallbackLng: 'ar',
  resources: { ar: { offline: arOffline }, en: { offline: enOffline } },
  defaultNS: 'offline',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const t = i18n.getFixedT(language, 'offline');

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`offline.html must contain #${id}`);
  return found;
}

function labelOf(link: SavedPageLink): string {
  if (link.kind === 'home') return t('savedHome');
  const preview = link.kind === 'planPreview';
  if (link.number === 0) return t(preview ? 'savedPlanPreview' : 'savedPlan');
  return t(preview ? 'savedPlanPreviewNumbered' : 'savedPlanNumbered', { number: link.number });
}

async function showSavedPages(): Promise<void> {
  if (!('caches' in window)) return;
  const pages = await caches.open(PERSONAL_CACHES.pages);
  const links = savedPageLinks(
    (await pages.keys()).map((request) => request.url),
    window.location.origin,
  );
  if (links.length === 0) return;
  const list = element('offline-saved-list');
  for (const link of links) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.textContent = labelOf(link);
    const item = document.createElement('li');
    item.append(anchor);
    list.append(item);
  }
  element('offline-saved').hidden = false;
}

document.documentElement.lang = language;
document.documentElement.dir = directionOf(language);
document.title = t('documentTitle');
element('offline-title').textContent = t('title');
element('offline-body').textContent = t('body');
element('offline-saved-title').textContent = t('savedTitle');
element('offline-note').textContent = t('note');
const retry = element('offline-retry');
retry.textContent = t('retry');
retry.addEventListener('click', () => window.location.reload());
// Back online: the page the person asked for can load now. Not once they have left for another (a saved
// page they tapped is on its way, and a reload would cancel it), nor on an `online` event the browser sends
// while it is still offline (it does so when its network settings are applied again).
let leaving = false;
window.addEventListener('beforeunload', () => {
  leaving = true;
});
window.addEventListener('online', () => {
  if (!leaving && navigator.onLine) window.location.reload();
});
void showSavedPages().catch(() => undefined);
