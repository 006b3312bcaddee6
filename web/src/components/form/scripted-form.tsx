import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A form of its own on a panel: framed, with room inside. */
export const FRAMED_FORM_SX = { p: 2, borderRadius: 3, border: 1, borderColor: 'divider' } as const;

interface ScriptedFormProps {
  /** Sends the form; its failures are the form's to say (FormFailure). */
  onSubmit: () => unknown;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A form the app sends itself: the browser neither checks the fields (the shared schemas do, in the
 * interface language) nor loads another page on submit.
 */
export function ScriptedForm({ onSubmit, sx, children, ...naming }: ScriptedFormProps) {
  return (
    <Box
      component="form"
      noValidate
      {...naming}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      sx={sx}
    >
      {children}
    </Box>
  );
}

/** Why the form was not sent, announced when it shows; nothing while there is no failure. */
export function FormFailure({ message, sx }: { message: string | null; sx?: SxProps<Theme> }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
