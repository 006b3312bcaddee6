import FormHelperText from '@mui/material/FormHelperText';

/** A question's error under its widget, announced with it (the widget names this id in aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert" sx={{ fontSize: '0.95rem', mx: 0 }}>
      {message}
    </FormHelperText>
  );
}

/** The ids that describe a widget (its help, its error), or none. */
export const describedBy = (...ids: (string | false | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;
