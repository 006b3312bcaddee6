import { useCallback, useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetFocus } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { NEXT_QUERY_PARAM, safeNextPath } from '../utils/next-path';

/** The login and sign-up forms, each on its card of the auth screen. */
export interface AuthFormProps {
  labelledBy: string;
  /** Increases each time the person switches to this card: move focus into the form. */
  focusRequest: number;
}

/** Moves focus to the form's first field each time the person switches to its card. */
export function useFocusOnRequest<T extends FieldValues>(
  focusRequest: number,
  setFocus: UseFormSetFocus<T>,
  firstField: FieldPath<T>,
) {
  useEffect(() => {
    if (focusRequest > 0) setFocus(firstField);
  }, [focusRequest, setFocus, firstField]);
}

/** After signing in or up: back to the page that sent the person here (`?next=`), else to `fallback`. */
export function useGoToNextPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    (fallback: string) => navigate(safeNextPath(searchParams.get(NEXT_QUERY_PARAM)) ?? fallback),
    [navigate, searchParams],
  );
}

/** The toast for a login or sign-up that failed: the server's reason, or what to do when the network failed. */
export function useShowAuthFailure(form: 'login' | 'signUp') {
  const { t } = useTranslation();
  return (error: unknown) =>
    showToast(
      failureToast(error, {
        title: t(`auth.${form}.failed`),
        fallbackDescription: t(`auth.${form}.failedFallback`),
        network: { title: t(`auth.${form}.errorTitle`), description: t(`auth.${form}.errorDescription`) },
      }),
    );
}
