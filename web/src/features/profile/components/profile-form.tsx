import { valibotResolver } from '@hookform/resolvers/valibot';
import { profileSchema, type User } from '@nasl/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { failureToast } from '@/lib/failure-toast';
import { showToast } from '@/stores/toast-store';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user, labelledBy }: { user: User; labelledBy: string }) {
  const { t } = useTranslation();
  const updateProfileMutation = useUpdateProfile();
  // Follows the stored record: after a successful update the refetched user refills the form.
  const values = useMemo(
    () => ({ name: user.name, email: user.email, phone: user.phone ?? '' }),
    [user.name, user.email, user.phone],
  );
  const { control, handleSubmit } = useForm({
    resolver: valibotResolver(profileSchema),
    mode: 'onTouched',
    values,
  });

  const onSubmit = handleSubmit((profile) =>
    updateProfileMutation.mutate(profile, {
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
        <FormTextField
          control={control}
          name="name"
          label={t('profile.form.name')}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('profile.form.email')}
          autoComplete="email"
          required
          leftToRight
          inputMode="email"
        />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('profile.form.phone')}
          autoComplete="tel"
          leftToRight
          inputMode="tel"
        />
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
