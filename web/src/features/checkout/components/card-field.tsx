import type { Control } from 'react-hook-form';
import { BoundTextField } from '@/components/form/form-text-field';
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
export function CardField({ format, readOnly, ...bound }: CardFieldProps) {
  return (
    <BoundTextField
      {...bound}
      toValue={format}
      required
      slotProps={{
        inputLabel: { required: false, shrink: true },
        htmlInput: { dir: 'ltr', inputMode: 'numeric', readOnly, spellCheck: false },
      }}
    />
  );
}
