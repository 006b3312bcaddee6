import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@nasl/core/constants';
import i18n, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '@/locales/ar.json';
import { directionOf, isLanguage, resolveInitialLanguage } from './language';
import { readStorage, storageKeys, writeStorage } from '../device/storage';

/** Arabic (the default) ships with the first page; English texts load only when English is shown. */
const loadEnglish = () => import('@/locales/en.json').then((module) => module.default);

/** Pre-rendering (Node, no window) renders every page in Arabic, the default language. */
const inBrowser = typeof window !== 'undefined';

function applyLanguageToDocument(language: Language): void {
  if (!inBrowser) return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The language of the first render: `?lang=`, else the device's choice, else Arabic. */
export const initialLanguage: Language = inBrowser
  ? resolveInitialLanguage(window.location.search, readStorage(storageKeys.language))
  : DEFAULT_LANGUAGE;
applyLanguageToDocument(initialLanguage);
if (inBrowser) writeStorage(storageKeys.language, initialLanguage);

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  applyLanguageToDocument(language);
  writeStorage(storageKeys.language, language);
});

void i18n.use(initReactI18next).init({
  resources: { ar: { translation: ar } },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the UI language, loading its texts first when needed. */
export async function changeAppLanguage(language: Language): Promise<void> {
  if (language === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    i18n.addResourceBundle('en', 'translation', await loadEnglish());
  }
  await i18n.changeLanguage(language);
}

/**
 * Null when the first language's texts are already here (Arabic); otherwise the app waits for it before its
 * first render (app.tsx). Not a top-level await: that would split the first page's code into many files.
 */
export const i18nReady: Promise<void> | null = initialLanguage === 'en' ? changeAppLanguage('en') : null;

/**
 * Namespaces whose texts load with their feature's code, keeping them out of the first page's bundle:
 * every namespace declared in types/i18next.d.ts besides the default one.
 */
export type LazyNamespace = Exclude<keyof CustomTypeOptions['resources'], 'translation'>;

export function addNamespace(namespace: LazyNamespace, bundles: Record<Language, object>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundles[language]);
    }
  }
}

export { i18n };
