import '@/features/partner/i18n';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { PartnerInviteScreen } from '@/features/partner/components/partner-invite-screen';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

/** /partner-invite#<token>: the pre-rendered page is a shell until the session is known. */
export default function PartnerInviteRoute() {
  const { t } = useTranslation('partner');
  const { data: authStatus } = useAuthStatus();
  return (
    <>
      <PageTitle page={t('pageTitle')} />
      {authStatus ? (
        <PartnerInviteScreen user={authStatus.user} />
      ) : (
        <PageShell heading={t('heading')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
