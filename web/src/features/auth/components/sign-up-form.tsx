import { valibotResolver } from '@hookform/resolvers/valibot';
import { signUpFormSchema } from '@nasl/core';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form/email-field';
import { NameField } from '@/components/form/name-field';
import { PhoneField } from '@/components/form/phone-field';
import { paths } from '@/config/paths';
import { showToast } from '@/stores/toast-store';
import {
  useFocusOnRequest,
  useGoToNextPage,
  useShowAuthFailure,
  type AuthFormProps,
} from '../hooks/use-auth-form';
import { AuthSubmitButton } from './auth-submit-button';
import { useRegister } from '../api/register';
import { ConsentCheckbox, GenderField, HealthDataConsent, NewTabLink } from './profile-fields';
import { PasswordField } from '@/components/form/password-field';

export function SignUpForm({ labelledBy, focusRequest }: AuthFormProps) {
  const { t } = useTranslation();
  const goToNextPage = useGoToNextPage();
  const showFailure = useShowAuthFailure('signUp');
  const registerMutation = useRegister();
  const { control, handleSubmit, setFocus } = useForm({
    resolver: valibotResolver(signUpFormSchema),
    mode: 'onTouched',
    // Every criterion, so the resolver runs the whole pipe: the password confirmation is checked (and
    // shown) with the other fields' errors, not only once they are all valid.
    criteriaMode: 'all',
    // Gender and both consents start unanswered: the person must choose them.
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  useFocusOnRequest(focusRequest, setFocus, 'name');

  const onSubmit = handleSubmit(({ name, email, phone, password, gender, healthDataConsent }) =>
    registerMutation.mutate(
      { name, email, phone, password, gender, healthDataConsent },
      {
        onSuccess: () => {
          showToast({
            variant: 'success',
            title: t('auth.signUp.success'),
            description: t('auth.signUp.successDescription'),
          });
          goToNextPage(paths.welcome);
        },
        onError: showFailure,
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2.5}>
        <NameField control={control} name="name" label={t('auth.fields.name')} />
        <EmailField control={control} name="email" label={t('auth.fields.email')} />
        <PhoneField control={control} name="phone" label={t('auth.fields.phone')} required />
        <PasswordField control={control} name="password" label={t('auth.fields.password')} kind="new" />
        <PasswordField
          control={control}
          name="confirmPassword"
          label={t('auth.fields.confirmPassword')}
          kind="new"
        />
        <GenderField control={control} name="gender" />
        <ConsentCheckbox
          control={control}
          name="agreeToTerms"
          label={
            <Trans
              i18nKey="auth.signUp.agreeToTerms"
              components={{ termsLink: <NewTabLink to={paths.termsOfService} /> }}
            />
          }
        />
        <HealthDataConsent control={control} name="healthDataConsent" />
        <AuthSubmitButton loading={registerMutation.isPending}>{t('auth.signUp.submit')}</AuthSubmitButton>
      </Stack>
    </form>
  );
}
