import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginSchema } from '@nasl/core';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { paths } from '@/config/paths';
import { showToast } from '@/stores/toast-store';
import {
  useFocusOnRequest,
  useGoToNextPage,
  useShowAuthFailure,
  type AuthFormProps,
} from '../hooks/use-auth-form';
import { AuthSubmitButton } from './auth-submit-button';
import { firstName } from '@/utils/first-name';
import { useLogin } from '../api/login';
import { PasswordField } from '@/components/form/password-field';

export function LoginForm({ labelledBy, focusRequest }: AuthFormProps) {
  const { t } = useTranslation();
  const goToNextPage = useGoToNextPage();
  const showFailure = useShowAuthFailure('login');
  const loginMutation = useLogin();
  const { control, handleSubmit, setFocus } = useForm({
    resolver: valibotResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const typedEmail = useWatch({ control, name: 'email' }).trim();

  useFocusOnRequest(focusRequest, setFocus, 'email');

  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: (user) => {
        showToast({
          variant: 'success',
          title: t('auth.login.success'),
          description: t('auth.login.successDescription', { name: firstName(user.name) }),
        });
        goToNextPage(paths.home);
      },
      onError: showFailure,
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <Stack spacing={2.5}>
        <EmailField control={control} name="email" label={t('auth.fields.email')} />
        <PasswordField control={control} name="password" label={t('auth.fields.password')} kind="current" />
        <Link
          component={RouterLink}
          to={
            typedEmail
              ? `${paths.forgotPassword}?${new URLSearchParams({ email: typedEmail })}`
              : paths.forgotPassword
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('auth.login.forgotPassword')}
        </Link>
        <AuthSubmitButton loading={loginMutation.isPending}>{t('auth.login.submit')}</AuthSubmitButton>
      </Stack>
    </form>
  );
}
