import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { providerMessageKey } from '../utils/provider-message';

/** The payment provider's message (in the UI language when it is one we know), else the fallback. */
export function usePaymentErrorText(): (providerMessage: string | null | undefined) => string {
  const { t } = useTranslation('checkout');
  return useCallback(
    (providerMessage) => {
      if (!providerMessage) return t('unexpectedError');
      const key = providerMessageKey(providerMessage);
      return key ? t(`providerErrors.${key}`) : providerMessage;
    },
    [t],
  );
}
