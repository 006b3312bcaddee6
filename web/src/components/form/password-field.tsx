import type { FieldValues } from 'react-hook-form';
import { FormTextField, type BoundFieldProps } from './form-text-field';

/** A required password, marked for password managers as her current one or a new one. */
export function PasswordField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  kind,
  ...props
}: BoundFieldProps<TValues, TOutput> & { kind: 'current' | 'new' }) {
  return <FormTextField {...props} type="password" autoComplete={`${kind}-password`} required />;
}
