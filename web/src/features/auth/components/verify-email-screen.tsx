import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/api/api-client';
import { useVerifyEmail } from '../api/verify-email';
import { AuthPanel } from './auth-panel';
import { OutcomeMessage } from './outcome-message';

/** The page a verification e-mail opens (`?oobCode=`): it verifies the address at once and says so. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode') ?? '';
  const verifyMutation = useVerifyEmail();
  const { mutate } = verifyMutation;
  const sent = useRef(false);

  useEffect(() => {
    // A code works once: the page sends it once, even when effects run twice.
    if (sent.current) return;
    sent.current = true;
    mutate({ oobCode });
  }, [mutate, oobCode]);

  return (
    <AuthPanel title={t('auth.verify.title')}>
      {() => (
        <>
          {verifyMutation.isSuccess && <OutcomeMessage success>{verifyMutation.data.message}</OutcomeMessage>}
          {verifyMutation.isError && (
            <OutcomeMessage success={false}>
              {serverMessageOf(verifyMutation.error) ?? t('auth.verify.failedFallback')}
            </OutcomeMessage>
          )}
          {verifyMutation.isPending || verifyMutation.isIdle ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} aria-hidden />
              <Typography role="status">{t('auth.verify.verifying')}</Typography>
            </Stack>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to={paths.profile} variant="contained">
                {verifyMutation.isError ? t('auth.verify.resendFromProfile') : t('auth.verify.toProfile')}
              </Button>
              <Button component={RouterLink} to={paths.home} variant="text">
                {t('auth.verify.home')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </AuthPanel>
  );
}
