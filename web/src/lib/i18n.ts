import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@nasl/core/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import { directionOf, isLanguage, resolveInitialLanguage } from './language';
import { readStorage, storageKeys, writeStorage } from './storage';

const resources = {
  ar: { translation: ar },
  en: { translation: en },
} as const;

function applyLanguageToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const initialLanguage = resolveInitialLanguage(window.location.search, readStorage(storageKeys.language));
applyLanguageToDocument(initialLanguage);
writeStorage(storageKeys.language, initialLanguage);

i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  applyLanguageToDocument(language);
  writeStorage(storageKeys.language, language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
