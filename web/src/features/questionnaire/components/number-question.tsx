import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { readNumberInput } from '../utils/steps';

interface NumberQuestionProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  unit: string;
  /** Translated problem with the value, shown under the field. */
  error: string | undefined;
  /** The question's help text. */
  describedBy: string;
}

const format = (value: number | null) => (value === null ? '' : String(value));

/** A whole-number input: empty means no value (never 0); what is typed is kept while it means the same number. */
export function NumberQuestion({
  id,
  label,
  value,
  onChange,
  unit,
  error,
  describedBy,
}: NumberQuestionProps) {
  const [text, setText] = useState(() => format(value));
  // An answer replaced from elsewhere (the account's copy) shows at once; "65." stays while typing.
  const shown = readNumberInput(text).value === value ? text : format(value);
  const helperTextId = `${id}-helper-text`;

  return (
    <TextField
      id={id}
      label={label}
      value={shown}
      onChange={(event) => {
        const input = readNumberInput(event.target.value);
        setText(input.text);
        onChange(input.value);
      }}
      error={Boolean(error)}
      helperText={error}
      autoComplete="off"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-describedby': error ? `${describedBy} ${helperTextId}` : describedBy,
          'aria-invalid': Boolean(error),
        },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        formHelperText: { role: 'alert' },
      }}
    />
  );
}
