import { valibotResolver } from '@hookform/resolvers/valibot';
import { passwordChangeSchema } from '@nasl/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { useChangePassword } from '../api/change-password';
import { PasswordField } from '@/components/form/password-field';

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const changePasswordMutation = useChangePassword();
  const { control, handleSubmit, reset } = useForm({
    resolver: valibotResolver(passwordChangeSchema),
    mode: 'onTouched',
    // The whole pipe runs, so "Passwords don't match" shows with the other errors (see the sign-up form).
    criteriaMode: 'all',
    defaultValues: EMPTY_PASSWORDS,
  });

  const onSubmit = handleSubmit((passwords) =>
    changePasswordMutation.mutate(passwords, {
      onSuccess: ({ message }) => {
        reset(EMPTY_PASSWORDS);
        showToast({
          variant: 'success',
          title: t('profile.password.success'),
          description: message || t('profile.password.successFallback'),
        });
      },
      onError: (error) =>
        showToast(
          failureToast(error, {
            title: t('profile.password.failed'),
            fallbackDescription: t('profile.password.failedFallback'),
          }),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2.5}>
        <PasswordField
          control={control}
          name="currentPassword"
          label={t('profile.password.currentPassword')}
          kind="current"
        />
        <NewPasswordFields
          control={control}
          labels={{
            newPassword: t('profile.password.newPassword'),
            confirmPassword: t('profile.password.confirmPassword'),
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={changePasswordMutation.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
