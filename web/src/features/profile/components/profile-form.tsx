import { valibotResolver } from '@hookform/resolvers/valibot';
import { normalisedEmail, profileFormSchema, type User } from '@nasl/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form/email-field';
import { NameField } from '@/components/form/name-field';
import { PhoneField } from '@/components/form/phone-field';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import { PasswordField } from '@/components/form/password-field';

/**
 * Name, e-mail and phone. The current password is asked for (and sent) only when the e-mail changes:
 * a new sign-in address is how an account is taken over, a new name is not.
 */
export function ProfileForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const { t } = useTranslation();
  const updateProfileMutation = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  // Follows the stored record: after a successful update the refetched user refills the form.
  const values = useMemo(
    () => ({ name: user.name, email: user.email, phone: user.phone ?? '', currentPassword: '' }),
    [user.name, user.email, user.phone],
  );
  const { control, handleSubmit } = useForm({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    criteriaMode: 'all',
    values,
  });
  const emailChanged = normalisedEmail(useWatch({ control, name: 'email' })) !== normalisedEmail(user.email);

  const onSubmit = handleSubmit(({ currentPassword, ...profile }) =>
    updateProfileMutation.mutate(emailChanged ? { ...profile, currentPassword } : profile, {
      onSuccess: ({ message }) =>
        showToast({
          variant: 'success',
          title: t('profile.form.success'),
          description: message || t('profile.form.successFallback'),
        }),
      onError: (error) =>
        showToast(
          failureToast(error, {
            title: t('profile.form.failed'),
            fallbackDescription: t('profile.form.failedFallback'),
          }),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2.5}>
        <NameField control={control} name="name" label={t('profile.form.name')} />
        <EmailField control={control} name="email" label={t('profile.form.email')} />
        {emailChanged && (
          <>
            <Alert severity="info">{t('profile.form.emailChangeNote')}</Alert>
            <PasswordField
              control={control}
              name="currentPassword"
              label={t('profile.form.currentPassword')}
              kind="current"
            />
          </>
        )}
        <PhoneField control={control} name="phone" label={t('profile.form.phone')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={updateProfileMutation.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('profile.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
