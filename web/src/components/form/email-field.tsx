import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface EmailFieldProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
}

/** A required e-mail address: typed left to right in both layouts, with the e-mail keyboard and autofill. */
export function EmailField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  control,
  name,
  label,
}: EmailFieldProps<TValues, TOutput>) {
  return (
    <FormTextField
      control={control}
      name={name}
      type="email"
      label={label}
      autoComplete="email"
      required
      leftToRight
      inputMode="email"
    />
  );
}
