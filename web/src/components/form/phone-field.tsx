import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface PhoneFieldProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
  /** Sign-up asks for it; the profile lets her leave it empty. */
  required?: boolean;
}

/** A phone number: typed left to right in both layouts, with the phone keyboard and autofill. */
export function PhoneField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  control,
  name,
  label,
  required = false,
}: PhoneFieldProps<TValues, TOutput>) {
  return (
    <FormTextField
      control={control}
      name={name}
      type="tel"
      label={label}
      autoComplete="tel"
      required={required}
      leftToRight
      inputMode="tel"
    />
  );
}
