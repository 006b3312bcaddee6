import { DEFAULT_LANGUAGE, type Language } from '@nasl/core/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage } from '@/lib/i18n/i18n';
import { directionOf, isLanguage, type TextDirection } from '@/lib/i18n/language';

export interface LanguageState {
  language: Language;
  direction: TextDirection;
  changeLanguage: (language: Language) => void;
}

export function useLanguage(): LanguageState {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const changeLanguage = useCallback((next: Language) => {
    void changeAppLanguage(next);
  }, []);
  return { language, direction: directionOf(language), changeLanguage };
}
