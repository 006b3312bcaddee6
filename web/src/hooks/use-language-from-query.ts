import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { languageFromSearch } from '@/lib/i18n/language';
import { useLanguage } from './use-language';

/** `?lang=en` / `?lang=ar` on any route switches the language (and i18n remembers it). */
export function useLanguageFromQuery(): void {
  const { search } = useLocation();
  const { language, changeLanguage } = useLanguage();

  // Only a change of address applies ?lang=; the header switch may override it afterwards.
  const applyRequestedLanguage = useEffectEvent((currentSearch: string) => {
    const requested = languageFromSearch(currentSearch);
    if (requested && requested !== language) changeLanguage(requested);
  });

  useEffect(() => {
    applyRequestedLanguage(search);
  }, [search]);
}
