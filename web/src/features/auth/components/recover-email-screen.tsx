import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { serverMessageOf } from '@/lib/api/api-client';
import { useRecoverEmail } from '../api/recover-email';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthPanel } from './auth-panel';
import { OutcomeMessage } from './outcome-message';

/**
 * The page the notice of an e-mail change opens at the old address (`?oobCode=`): one button gives the
 * account its address back (every session ends), then another sends a link to choose a new password.
 */
export function RecoverEmailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode') ?? '';
  const recoverMutation = useRecoverEmail();
  const resetMutation = useRequestPasswordReset();
  const restoredEmail = recoverMutation.data?.email;

  return (
    <AuthPanel title={t('auth.recover.title')} description={t('auth.recover.description')}>
      {() => (
        <>
          {recoverMutation.isSuccess && (
            <OutcomeMessage success>{recoverMutation.data.message}</OutcomeMessage>
          )}
          {recoverMutation.isError && (
            <OutcomeMessage success={false}>
              {serverMessageOf(recoverMutation.error) ?? t('auth.recover.failedFallback')}
            </OutcomeMessage>
          )}
          {resetMutation.isSuccess && <OutcomeMessage success>{resetMutation.data.message}</OutcomeMessage>}
          {resetMutation.isError && (
            <OutcomeMessage success={false}>
              {serverMessageOf(resetMutation.error) ?? t('auth.forgot.failedFallback')}
            </OutcomeMessage>
          )}
          <Stack spacing={1.5}>
            {restoredEmail ? (
              <Button
                variant="contained"
                size="large"
                loading={resetMutation.isPending}
                disabled={resetMutation.isSuccess}
                onClick={() => resetMutation.mutate({ email: restoredEmail })}
              >
                {t('auth.recover.resetPassword')}
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                loading={recoverMutation.isPending}
                disabled={recoverMutation.isError}
                onClick={() => recoverMutation.mutate({ oobCode })}
              >
                {t('auth.recover.submit')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </AuthPanel>
  );
}
