import type { FieldValues } from 'react-hook-form';
import { FormTextField, type BoundFieldProps } from './form-text-field';

/** A required e-mail address: typed left to right in both layouts, with the e-mail keyboard and autofill. */
export function EmailField<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  props: BoundFieldProps<TValues, TOutput>,
) {
  return (
    <FormTextField {...props} type="email" autoComplete="email" required leftToRight inputMode="email" />
  );
}
