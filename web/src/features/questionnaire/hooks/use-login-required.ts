import type { AuthStatus } from '@nasl/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { showToast } from '@/stores/toast-store';

/** The questionnaire: a signed-out visitor gets the "please log in" toast and goes home. */
export function useLoginRequired(authStatus: AuthStatus | undefined): void {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const signedOut = authStatus !== undefined && !authStatus.isAuthenticated;

  const sendHome = useEffectEvent(() => {
    showToast({
      variant: 'destructive',
      title: t('loginRequired'),
      description: t('loginRequiredDescription'),
    });
    navigate(paths.home, { replace: true });
  });

  useEffect(() => {
    if (signedOut) sendHome();
  }, [signedOut]);
}
