import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@nasl/core/constants';

export type TextDirection = 'rtl' | 'ltr';

export const LANGUAGE_QUERY_PARAM = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language asked for by `?lang=` in a location search string, if it is one we support. */
export function languageFromSearch(search: string): Language | null {
  const requested = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM)?.trim().toLowerCase();
  return isLanguage(requested) ? requested : null;
}

/** `?lang=` wins over the remembered choice, which wins over the default (Arabic). */
export function resolveInitialLanguage(search: string, remembered: string | null): Language {
  return languageFromSearch(search) ?? (isLanguage(remembered) ? remembered : DEFAULT_LANGUAGE);
}

export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/** Intl locale for dates and numbers; Arabic keeps Latin digits like the rest of the copy. */
export function intlLocaleOf(language: Language): string {
  return language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}
