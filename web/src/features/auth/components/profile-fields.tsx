import { USER_GENDERS } from '@nasl/core';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useValidationMessage } from '@/hooks/use-validation-message';

/** The fields bound to a form's `control` at `name` (e.g. `gender`, or `profile.gender`). */
interface BoundField<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
}

/** A link that opens a page of the site in a new tab, so the form keeps what she typed. */
export function NewTabLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}

/**
 * A choice bound to the form, with its refusal said below it and linked to the control
 * (`aria-describedby`, given to `children` only while there is a refusal).
 */
function ChoiceWithMessage<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  children,
}: BoundField<TValues, TOutput> & {
  children: (
    field: ControllerRenderProps<TValues, Path<TValues>>,
    describedBy: string | undefined,
  ) => ReactNode;
}) {
  const validationMessage = useValidationMessage();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          {children(field, fieldState.error ? helperId : undefined)}
          {fieldState.error && (
            <FormHelperText id={helperId}>{validationMessage(fieldState.error.message)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** A box she ticks herself: the terms, or her consent to process health data. */
export function ConsentCheckbox<TValues extends FieldValues, TOutput extends FieldValues>({
  label,
  ...bound
}: BoundField<TValues, TOutput> & { label: ReactNode }) {
  return (
    <ChoiceWithMessage {...bound}>
      {(field, describedBy) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref, 'aria-describedby': describedBy } }}
            />
          }
        />
      )}
    </ChoiceWithMessage>
  );
}

/** Explicit consent to process health data: a box of its own, linking the privacy policy. */
export function HealthDataConsent<TValues extends FieldValues, TOutput extends FieldValues>(
  props: BoundField<TValues, TOutput>,
) {
  return (
    <ConsentCheckbox
      {...props}
      label={
        <Trans
          i18nKey="auth.signUp.healthDataConsent"
          components={{ privacyLink: <NewTabLink to={paths.privacy} /> }}
        />
      }
    />
  );
}

/** Her gender, chosen from the two the account knows; unanswered until she picks one. */
export function GenderField<TValues extends FieldValues, TOutput extends FieldValues>(
  props: BoundField<TValues, TOutput>,
) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <ChoiceWithMessage {...props}>
      {(field, describedBy) => (
        <>
          <FormLabel id={labelId}>{t('auth.fields.gender')}</FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-labelledby={labelId}
            aria-required
            aria-describedby={describedBy}
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
        </>
      )}
    </ChoiceWithMessage>
  );
}
