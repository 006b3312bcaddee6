import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface CheckoutLayoutProps {
  /** Admins open the plan rather than pay for it. */
  forAdmin?: boolean;
  /**
   * The plan cannot be paid for (409: already paid, or not for sale at her age): a neutral heading, never
   * "Complete your payment", and no line about what a payment unlocks.
   */
  nothingToPay?: boolean;
  children: ReactNode;
}

/** The checkout page's frame: the heading and one card holding the current state. */
export function CheckoutLayout({ forAdmin = false, nothingToPay = false, children }: CheckoutLayoutProps) {
  const { t } = useTranslation('checkout');
  const heading = forAdmin ? t('admin.heading') : nothingToPay ? t('headingNothingToPay') : t('heading');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {heading}
      </Typography>
      {!forAdmin && !nothingToPay && (
        <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 2.5, md: 4 }, mt: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}
