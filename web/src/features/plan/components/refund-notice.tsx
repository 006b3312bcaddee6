import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PlanRefund } from '@nasl/core/plan-follow-up';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/i18n/format';

/** A refunded plan says when its payment was returned, and whether under the guarantee. */
export function RefundNotice({ refund }: { refund: PlanRefund }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const date = formatDate(refund.refundedAt, language);
  return (
    <Alert severity="info" role="status" data-plan-refunded="" sx={{ borderRadius: 3 }}>
      <AlertTitle>{t('refunded.title')}</AlertTitle>
      {refund.underGuarantee ? t('refunded.underGuarantee', { date }) : t('refunded.body', { date })}
    </Alert>
  );
}
