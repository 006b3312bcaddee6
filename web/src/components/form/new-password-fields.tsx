import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface NewPasswordFieldsProps<TValues extends FieldValues, TOutput extends FieldValues> {
  control: Control<TValues, unknown, TOutput>;
  labels: { newPassword: string; confirmPassword: string };
}

/** A new password typed twice (`newPassword`, `confirmPassword`), marked for password managers as new. */
export function NewPasswordFields<
  TValues extends FieldValues & { newPassword: string; confirmPassword: string },
  TOutput extends FieldValues = TValues,
>({ control, labels }: NewPasswordFieldsProps<TValues, TOutput>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'newPassword' as Path<TValues>}
        type="password"
        label={labels.newPassword}
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name={'confirmPassword' as Path<TValues>}
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
      />
    </>
  );
}
