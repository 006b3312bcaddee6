import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

/** A modal dialog named by its title (for assistive technology too), as wide as `maxWidth` allows. */
export function TitledDialog({
  title,
  open,
  onClose,
  maxWidth = 'sm',
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

/**
 * What a dialog shows while what it needs is on its way: a spinner, or the failure in an alert. Said inside
 * the dialog: while a modal is open, the rest of the page (the toasts included) is hidden from assistive
 * technology.
 */
export function DialogLoadState({
  failure,
  loadingLabel,
  spinnerSize,
}: {
  /** The failure to say, or null while the request is still running. */
  failure: string | null;
  loadingLabel: string;
  spinnerSize?: number;
}) {
  return failure === null ? (
    <CircularProgress size={spinnerSize} aria-label={loadingLabel} />
  ) : (
    <Alert severity="error">{failure}</Alert>
  );
}
