import type { FieldValues } from 'react-hook-form';
import { FormTextField, type BoundFieldProps } from './form-text-field';

/** A person's name, required, with the browser's name autofill. */
export function NameField<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  props: BoundFieldProps<TValues, TOutput>,
) {
  return <FormTextField {...props} autoComplete="name" required />;
}
