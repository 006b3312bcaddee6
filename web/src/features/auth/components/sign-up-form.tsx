import { valibotResolver } from '@hookform/resolvers/valibot';
import { signUpFormSchema } from '@nasl/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { NameField } from '@/components/form/name-field';
import { PhoneField } from '@/components/form/phone-field';
import { paths } from '@/config/paths';
import { NEXT_QUERY_PARAM, safeNextPath } from '../utils/next-path';
import { useHydrated } from '@/hooks/use-hydrated';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { useRegister } from '../api/register';
import { ConsentCheckbox, GenderField, HealthDataConsent, NewTabLink } from './profile-fields';
import { PasswordField } from '@/components/form/password-field';

interface SignUpFormProps {
  labelledBy: string;
  /** Increases each time the person switches to this card: move focus into the form. */
  focusRequest: number;
}

export function SignUpForm({ labelledBy, focusRequest }: SignUpFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
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

  useEffect(() => {
    if (focusRequest > 0) setFocus('name');
  }, [focusRequest, setFocus]);

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
          navigate(safeNextPath(searchParams.get(NEXT_QUERY_PARAM)) ?? paths.welcome);
        },
        onError: (error) =>
          showToast(
            failureToast(error, {
              title: t('auth.signUp.failed'),
              fallbackDescription: t('auth.signUp.failedFallback'),
              network: { title: t('auth.signUp.errorTitle'), description: t('auth.signUp.errorDescription') },
            }),
          ),
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={registerMutation.isPending}
          // The pre-rendered form works only once the app runs: before that, a submit would send the
          // fields to the page's address in the query string.
          disabled={!hydrated}
        >
          {t('auth.signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
