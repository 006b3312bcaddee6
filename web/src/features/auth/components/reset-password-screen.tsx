import { valibotResolver } from '@hookform/resolvers/valibot';
import { actionCodeField, passwordResetConfirmSchema } from '@nasl/core/account';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { NameField } from '@/components/form/name-field';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { PhoneField } from '@/components/form/phone-field';
import { paths } from '@/config/paths';
import { ApiError, serverMessageOf } from '@/lib/api/api-client';
import { showToast } from '@/stores/toast-store';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthPanel } from './auth-panel';
import { OutcomeMessage } from './outcome-message';
import { GenderField, HealthDataConsent } from './profile-fields';

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.forgotPassword} variant="outlined">
      {t('auth.reset.requestNew')}
    </Button>
  );
}

/**
 * The page a password-reset e-mail opens (`?oobCode=`): the new password twice. Success signs this
 * browser in and goes home; a used, expired or unknown link says so and offers a new one. An account that
 * was never finished (created outside the app, without its profile) is finished here: the API answers 409,
 * and the page asks her details and her consent too, then sends them with the same link.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode') ?? '';
  const confirmMutation = useConfirmPasswordReset();
  const [needsProfile, setNeedsProfile] = useState(false);
  const { control, handleSubmit, setValue } = useForm({
    resolver: valibotResolver(passwordResetConfirmSchema),
    mode: 'onTouched',
    criteriaMode: 'all',
    defaultValues: { oobCode, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((request) =>
    confirmMutation.mutate(request, {
      onSuccess: ({ message }) => {
        showToast({ variant: 'success', title: t('auth.reset.success'), description: message });
        navigate(paths.home);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409 && !needsProfile) {
          setValue('profile.name', '');
          setValue('profile.phone', '');
          setNeedsProfile(true);
        }
      },
    }),
  );

  const askingProfile =
    needsProfile && confirmMutation.error instanceof ApiError && confirmMutation.error.status === 409;
  const failure =
    confirmMutation.isError && !askingProfile
      ? (serverMessageOf(confirmMutation.error) ?? t('auth.reset.failedFallback'))
      : null;

  return (
    <AuthPanel title={t('auth.reset.title')} description={t('auth.reset.description')}>
      {(titleId) =>
        !v.is(actionCodeField, oobCode) ? (
          <>
            <OutcomeMessage success={false}>{t('auth.reset.invalidLink')}</OutcomeMessage>
            <RequestNewLink />
          </>
        ) : (
          <>
            {failure && <OutcomeMessage success={false}>{failure}</OutcomeMessage>}
            <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
              <Stack spacing={2.5}>
                <NewPasswordFields
                  control={control}
                  labels={{
                    newPassword: t('auth.reset.newPassword'),
                    confirmPassword: t('auth.reset.confirmPassword'),
                  }}
                />
                {needsProfile && (
                  <>
                    <Alert severity="info" role="status">
                      {askingProfile ? serverMessageOf(confirmMutation.error) : t('auth.reset.profileNeeded')}
                    </Alert>
                    <NameField control={control} name="profile.name" label={t('auth.fields.name')} />
                    <PhoneField
                      control={control}
                      name="profile.phone"
                      label={t('auth.fields.phone')}
                      required
                    />
                    <GenderField control={control} name="profile.gender" />
                    <HealthDataConsent control={control} name="profile.healthDataConsent" />
                  </>
                )}
                <Button type="submit" variant="contained" size="large" loading={confirmMutation.isPending}>
                  {t('auth.reset.submit')}
                </Button>
                {failure && <RequestNewLink />}
              </Stack>
            </form>
          </>
        )
      }
    </AuthPanel>
  );
}
