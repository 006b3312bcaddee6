import '../i18n';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptDetails } from './receipt-details';

/** A paid plan's receipt: in My Reports, and in the paid confirmation above the plan just paid for. */
export function ReceiptButton({ planId }: { planId: string }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ReceiptIcon />} onClick={() => setOpen(true)}>
        {t('receipt.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('receipt.dialogTitle')}</DialogTitle>
        <DialogContent>{open && <ReceiptDetails planId={planId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('receipt.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
