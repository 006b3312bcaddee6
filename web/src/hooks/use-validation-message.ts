import { translateMessage } from '@nasl/core';
import { useCallback } from 'react';
import { useLanguage } from './use-language';

/** Shared schemas carry message keys (see core messages); this turns one into text in the UI language. */
export function useValidationMessage(): (messageKey: string | undefined) => string | undefined {
  const { language } = useLanguage();
  return useCallback(
    (messageKey) => (messageKey ? translateMessage(messageKey, language) : undefined),
    [language],
  );
}
