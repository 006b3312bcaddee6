import type { AuthStatus } from '@nasl/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PROFILE_UNAUTHORIZED_REDIRECT_MS } from '@/config/ui';
import { showToast } from '@/stores/toast-store';

/** The profile page: a signed-out visitor is told so, then sent to /auth after a short pause. */
export function useUnauthorizedRedirect(authStatus: AuthStatus | undefined): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedOut = authStatus !== undefined && !authStatus.isAuthenticated;

  const announceUnauthorized = useEffectEvent(() =>
    showToast({
      variant: 'destructive',
      title: t('profile.unauthorized'),
      description: t('profile.unauthorizedDescription'),
    }),
  );

  useEffect(() => {
    if (!signedOut) return;
    announceUnauthorized();
    const timer = window.setTimeout(
      () => navigate(paths.auth, { replace: true }),
      PROFILE_UNAUTHORIZED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [signedOut, navigate]);
}
