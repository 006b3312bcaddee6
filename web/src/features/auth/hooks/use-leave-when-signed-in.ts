import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { showToast } from '@/stores/toast-store';
import { NEXT_QUERY_PARAM, safeNextPath } from '../utils/next-path';

/**
 * Someone already signed in when they open /auth is told so and sent home (or straight on to `next`).
 * Decided once, on arrival, so that signing in on this page is not mistaken for it.
 * Returns false once the visitor is known to have arrived signed in: the forms show until then (they are
 * in the pre-rendered page, which knows no session).
 */
export function useLeaveWhenSignedIn(): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: authStatus } = useAuthStatus();
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);

  if (arrivedSignedIn === null && authStatus) {
    setArrivedSignedIn(authStatus.isAuthenticated);
  }

  useEffect(() => {
    if (!arrivedSignedIn) return;
    const next = safeNextPath(searchParams.get(NEXT_QUERY_PARAM));
    if (!next) showToast({ title: t('auth.alreadyLoggedIn') });
    navigate(next ?? paths.home, { replace: true });
  }, [arrivedSignedIn, navigate, t, searchParams]);

  return arrivedSignedIn !== true;
}
