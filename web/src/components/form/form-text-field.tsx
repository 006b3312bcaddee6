import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValidationMessage } from '@/hooks/use-validation-message';

/** Where a field is bound in its form, and its label. */
export interface BoundFieldProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
}

interface FormTextFieldProps<
  TValues extends FieldValues,
  TOutput extends FieldValues,
> extends BoundFieldProps<TValues, TOutput> {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
  /** Addresses and phone numbers are typed left to right even in the Arabic layout. */
  leftToRight?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A text of several lines: the field starts this many lines tall and grows. */
  minRows?: number;
}

type BoundTextFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = BoundFieldProps<
  TValues,
  TOutput
> &
  Omit<
    TextFieldProps,
    'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'
  > & {
    /** Shapes what is typed before the form keeps it (a card number's spaces); kept as typed without it. */
    toValue?: (typed: string) => string;
  };

/** A MUI text field bound to a react-hook-form field; the field's refusal shows under it. */
export function BoundTextField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  control,
  name,
  label,
  toValue,
  ...textField
}: BoundTextFieldProps<TValues, TOutput>) {
  const validationMessage = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...textField}
          name={field.name}
          value={field.value ?? ''}
          onChange={toValue ? (event) => field.onChange(toValue(event.target.value)) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={validationMessage(fieldState.error?.message)}
        />
      )}
    />
  );
}

/**
 * A text field of a form (the error under it is linked by aria-describedby).
 * Required fields are marked for assistive technology but the label carries no asterisk, so the
 * visible label and the accessible name are the same text.
 */
export function FormTextField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  type = 'text',
  required = false,
  leftToRight = false,
  inputMode,
  minRows,
  ...bound
}: FormTextFieldProps<TValues, TOutput>) {
  return (
    <BoundTextField
      {...bound}
      type={type}
      required={required}
      multiline={minRows !== undefined}
      minRows={minRows}
      slotProps={{
        inputLabel: { required: false },
        htmlInput: { dir: leftToRight ? 'ltr' : undefined, inputMode },
      }}
    />
  );
}
