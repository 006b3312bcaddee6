import TextField from '@mui/material/TextField';

/** An address made for her to copy (an invitation, a calendar subscription): read-only, left to right, selected on focus. */
export function AddressField({ label, url }: { label: string; url: string }) {
  return (
    <TextField
      label={label}
      value={url}
      slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      onFocus={(event) => event.target.select()}
      size="small"
      fullWidth
    />
  );
}
