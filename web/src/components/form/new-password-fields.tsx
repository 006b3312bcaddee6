import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from './password-field';

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
      <PasswordField
        control={control}
        name={'newPassword' as Path<TValues>}
        label={labels.newPassword}
        kind="new"
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as Path<TValues>}
        label={labels.confirmPassword}
        kind="new"
      />
    </>
  );
}
