import type { FieldValues } from 'react-hook-form';
import { FormTextField, type BoundFieldProps } from './form-text-field';

/** A phone number: typed left to right in both layouts, with the phone keyboard and autofill. */
export function PhoneField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  required = false,
  ...props
}: BoundFieldProps<TValues, TOutput> & {
  /** Sign-up asks for it; the profile lets her leave it empty. */
  required?: boolean;
}) {
  return (
    <FormTextField {...props} type="tel" autoComplete="tel" required={required} leftToRight inputMode="tel" />
  );
}
