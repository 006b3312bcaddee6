import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useToastStore, type ToastVariant } from '@/stores/toast-store';

const TOAST_DISPLAY_MS = 5000;

const SEVERITY: Record<ToastVariant, AlertColor> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

/** The current toast; loaded with the first one (see toaster.tsx). */
export default function ToastSnackbar() {
  const { t } = useTranslation();
  const current = useToastStore((state) => state.current);
  const open = useToastStore((state) => state.open);
  const dismiss = useToastStore((state) => state.dismiss);

  if (!current) return null;

  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dismiss();
  };

  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={TOAST_DISPLAY_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        onClose={() => dismiss()}
        closeText={t('common.close')}
        severity={SEVERITY[current.variant]}
        variant="filled"
        sx={{ width: '100%', minWidth: { sm: 360 }, boxShadow: 6 }}
      >
        <AlertTitle sx={{ mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
