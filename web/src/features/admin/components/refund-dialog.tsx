import { valibotResolver } from '@hookform/resolvers/valibot';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { refundPlanSchema, type AdminPayment } from '@nasl/core/refunds';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/form-text-field';
import { serverMessageOf } from '@/lib/api/api-client';
import { useRefundPlan } from '../api/refund-plan';
import { useAdminFormat } from '../hooks/use-admin-format';

interface RefundDialogProps {
  payment: AdminPayment | null;
  onClose: () => void;
  /** The server's confirmation, shown where the person's payments are (a toast would sit behind the dialog). */
  onRefunded: (message: string) => void;
}

/**
 * A refund under the guarantee: what is refunded, to whom it goes back (the card paid with), and the
 * reason, which the audit log keeps. The plan is locked again for its owner.
 */
export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const bodyId = useId();
  const refundMutation = useRefundPlan();
  const { control, handleSubmit, reset } = useForm({
    resolver: valibotResolver(refundPlanSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const close = () => {
    if (refundMutation.isPending) return;
    reset();
    refundMutation.reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ reason }) => {
    if (!payment) return;
    refundMutation.mutate(
      { planId: payment.planId, reason },
      {
        onSuccess: ({ message }) => {
          onRefunded(message);
          reset();
          refundMutation.reset();
          onClose();
        },
      },
    );
  });
  const format = useAdminFormat();
  const left = payment ? format.amount(payment.amountCents - payment.refundedCents, payment.currency) : '';

  return (
    <Dialog
      open={payment !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('refund.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={bodyId}>
              {payment && (
                <Trans
                  t={t}
                  i18nKey="refund.body"
                  components={{ amount: <bdi />, plan: <bdi /> }}
                  values={{ amount: left, plan: payment.planId }}
                />
              )}
            </DialogContentText>
            <FormTextField control={control} name="reason" label={t('refund.reason')} required minRows={3} />
            {refundMutation.isError && (
              <Alert severity="error">{serverMessageOf(refundMutation.error) ?? t('refund.failed')}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={refundMutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={refundMutation.isPending}>
            {t('refund.confirm', { amount: left })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
