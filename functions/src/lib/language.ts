import { DEFAULT_LANGUAGE, type Language } from '@nasl/core';

/** The API answers in the UI language the client asks for (Accept-Language), Arabic by default. */
export function languageFromHeader(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('ar')) return 'ar';
  return DEFAULT_LANGUAGE;
}
