import { valibotResolver } from '@hookform/resolvers/valibot';
import { passwordResetRequestSchema } from '@nasl/core/account';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/api/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthPanel } from './auth-panel';
import { OutcomeMessage } from './outcome-message';

/** "Forgot your password?": Firebase Auth e-mails a link to choose a new one (`?email=` fills the field). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const resetMutation = useRequestPasswordReset();
  const { control, handleSubmit } = useForm({
    resolver: valibotResolver(passwordResetRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: searchParams.get('email') ?? '' },
  });
  const onSubmit = handleSubmit((request) => resetMutation.mutate(request));

  return (
    <AuthPanel title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      {(titleId) => (
        <>
          {resetMutation.isSuccess && <OutcomeMessage success>{resetMutation.data.message}</OutcomeMessage>}
          {resetMutation.isError && (
            <OutcomeMessage success={false}>
              {serverMessageOf(resetMutation.error) ?? t('auth.forgot.failedFallback')}
            </OutcomeMessage>
          )}
          <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
            <Stack spacing={2.5}>
              <EmailField control={control} name="email" label={t('auth.fields.email')} />
              <Button type="submit" variant="contained" size="large" loading={resetMutation.isPending}>
                {resetMutation.isSuccess ? t('auth.forgot.sendAgain') : t('auth.forgot.submit')}
              </Button>
              <Button component={RouterLink} to={paths.authTab('login')} variant="text">
                {t('auth.forgot.backToLogin')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </AuthPanel>
  );
}
