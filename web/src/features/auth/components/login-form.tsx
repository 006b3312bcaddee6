import { valibotResolver } from '@hookform/resolvers/valibot';
import { loginSchema } from '@nasl/core';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { paths } from '@/config/paths';
import { NEXT_QUERY_PARAM, safeNextPath } from '../utils/next-path';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { firstName } from '@/utils/first-name';
import { useLogin } from '../api/login';
import { PasswordField } from '@/components/form/password-field';

interface LoginFormProps {
  labelledBy: string;
  /** Increases each time the person switches to this card: move focus into the form. */
  focusRequest: number;
}

export function LoginForm({ labelledBy, focusRequest }: LoginFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const { control, handleSubmit, setFocus } = useForm({
    resolver: valibotResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const typedEmail = useWatch({ control, name: 'email' }).trim();

  useEffect(() => {
    if (focusRequest > 0) setFocus('email');
  }, [focusRequest, setFocus]);

  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: (user) => {
        showToast({
          variant: 'success',
          title: t('auth.login.success'),
          description: t('auth.login.successDescription', { name: firstName(user.name) }),
        });
        navigate(safeNextPath(searchParams.get(NEXT_QUERY_PARAM)) ?? paths.home);
      },
      onError: (error) =>
        showToast(
          failureToast(error, {
            title: t('auth.login.failed'),
            fallbackDescription: t('auth.login.failedFallback'),
            network: { title: t('auth.login.errorTitle'), description: t('auth.login.errorDescription') },
          }),
        ),
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={loginMutation.isPending}
          // The pre-rendered form works only once the app runs: before that, a submit would send the
          // fields to the page's address in the query string.
          disabled={!hydrated}
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
