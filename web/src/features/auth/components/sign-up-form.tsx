import { valibotResolver } from '@hookform/resolvers/valibot';
import { signUpFormSchema, USER_GENDERS } from '@nasl/core';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmailField } from '@/components/form/email-field';
import { FormTextField } from '@/components/form/form-text-field';
import { paths } from '@/config/paths';
import { useHydrated } from '@/startup/use-hydrated';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';
import { useRegister } from '../api/register';

interface SignUpFormProps {
  labelledBy: string;
  /** Increases each time the person switches to this card: move focus into the form. */
  focusRequest: number;
}

export function SignUpForm({ labelledBy, focusRequest }: SignUpFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const validationMessage = useValidationMessage();
  const registerMutation = useRegister();
  const genderLabelId = useId();
  const genderHelperId = useId();
  const termsHelperId = useId();
  const { control, handleSubmit, setFocus } = useForm({
    resolver: valibotResolver(signUpFormSchema),
    mode: 'onTouched',
    // Every criterion, so the resolver runs the whole pipe: the password confirmation is checked (and
    // shown) with the other fields' errors, not only once they are all valid.
    criteriaMode: 'all',
    // Gender and consent start unanswered: the person must choose them.
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (focusRequest > 0) setFocus('name');
  }, [focusRequest, setFocus]);

  const onSubmit = handleSubmit(({ name, email, phone, password, gender }) =>
    registerMutation.mutate(
      { name, email, phone, password, gender },
      {
        onSuccess: () => {
          showToast({
            variant: 'success',
            title: t('auth.signUp.success'),
            description: t('auth.signUp.successDescription'),
          });
          navigate(paths.welcome);
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
        <FormTextField
          control={control}
          name="name"
          label={t('auth.fields.name')}
          autoComplete="name"
          required
        />
        <EmailField control={control} name="email" label={t('auth.fields.email')} />
        <FormTextField
          control={control}
          name="phone"
          type="tel"
          label={t('auth.fields.phone')}
          autoComplete="tel"
          required
          leftToRight
          inputMode="tel"
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Controller
          control={control}
          name="gender"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id={genderLabelId}>{t('auth.fields.gender')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-labelledby={genderLabelId}
                aria-required
                aria-describedby={fieldState.error ? genderHelperId : undefined}
              >
                {USER_GENDERS.map((gender, index) => (
                  <FormControlLabel
                    key={gender}
                    value={gender}
                    label={t(`auth.fields.${gender}`)}
                    control={<Radio slotProps={{ input: index === 0 ? { ref: field.ref } : {} }} />}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText id={genderHelperId}>
                  {validationMessage(fieldState.error.message)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
        <Controller
          control={control}
          name="agreeToTerms"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormControlLabel
                label={
                  <Trans
                    i18nKey="auth.signUp.agreeToTerms"
                    components={{
                      termsLink: (
                        <Link
                          component={RouterLink}
                          to={paths.termsOfService}
                          target="_blank"
                          rel="noopener"
                        />
                      ),
                    }}
                  />
                }
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': fieldState.error ? termsHelperId : undefined,
                      },
                    }}
                  />
                }
              />
              {fieldState.error && (
                <FormHelperText id={termsHelperId}>
                  {validationMessage(fieldState.error.message)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
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
