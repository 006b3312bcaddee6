import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useValidationMessage } from '@/hooks/use-validation-message';
import type { CardFormValues, TestCard } from '../utils/card-input';

export interface CardFieldProps {
  control: Control<CardFormValues, unknown, TestCard>;
  name: keyof CardFormValues;
  label: string;
  autoComplete: string;
  placeholder: string;
  /** Keeps what is typed in the field's own shape (digits, spaces, the expiry slash). */
  format: (value: string) => string;
  readOnly: boolean;
}

/** A card detail: typed left to right in both languages, digits only, error linked under it. */
export function CardField({
  control,
  name,
  label,
  autoComplete,
  placeholder,
  format,
  readOnly,
}: CardFieldProps) {
  const validationMessage = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(format(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          autoComplete={autoComplete}
          placeholder={placeholder}
          required
          error={Boolean(fieldState.error)}
          helperText={validationMessage(fieldState.error?.message)}
          slotProps={{
            inputLabel: { required: false, shrink: true },
            htmlInput: { dir: 'ltr', inputMode: 'numeric', readOnly, spellCheck: false },
          }}
        />
      )}
    />
  );
}
