import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckoutActions } from './checkout-actions';

interface PaymentFormEndProps {
  /** Why the last try failed, or null. */
  error: string | null;
  processing: boolean;
  /** True until the form can take a payment. */
  disabled?: boolean;
}

/** The end of a card form, test or Stripe's: why the payment failed, "processing" while it runs, the buttons. */
export function PaymentFormEnd({ error, processing, disabled }: PaymentFormEndProps) {
  const { t } = useTranslation('checkout');
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {processing && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('processing')}
        </Typography>
      )}
      <CheckoutActions processing={processing} disabled={disabled} />
    </>
  );
}
