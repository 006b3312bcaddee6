import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuthStatus } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { ReceiptButton } from '@/features/checkout/components/receipt-button';
import { ReportPrintButton } from '@/features/print/components/report-print-button';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { useUnauthorizedRedirect } from '@/features/profile/hooks/use-unauthorized-redirect';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

const renderReportActions = (reportId: string) => (
  <>
    <ReportPrintButton planId={reportId} />
    <ReceiptButton planId={reportId} />
  </>
);

function ProfileContent({ authStatus }: { authStatus: AuthStatus | undefined }) {
  const { t } = useTranslation();
  if (!authStatus)
    return (
      <PageShell
        heading={t('profile.heading')}
        headingSx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}
        avatar={64}
        lines={3}
        blocks={[{ xs: 425, md: 440 }]}
        screenTall={false}
      />
    );
  if (authStatus.user) {
    return <ProfileScreen sessionUser={authStatus.user} reportActions={renderReportActions} />;
  }
  return (
    <Box sx={{ py: 10, textAlign: 'center' }}>
      <Typography role="status">{t('profile.redirecting')}</Typography>
    </Box>
  );
}

export default function ProfileRoute() {
  const { t } = useTranslation();
  const { data: authStatus } = useAuthStatus();
  useUnauthorizedRedirect(authStatus);

  return (
    <>
      <PageTitle page={t('profile.pageTitle')} />
      <ProfileContent authStatus={authStatus} />
    </>
  );
}
