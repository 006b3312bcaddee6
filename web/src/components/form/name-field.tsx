import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface NameFieldProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  name: Path<TValues>;
  label: string;
}

/** A person's name, required, with the browser's name autofill. */
export function NameField<TValues extends FieldValues, TOutput extends FieldValues = TValues>({
  control,
  name,
  label,
}: NameFieldProps<TValues, TOutput>) {
  return <FormTextField control={control} name={name} label={label} autoComplete="name" required />;
}
