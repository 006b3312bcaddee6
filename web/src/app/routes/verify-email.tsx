import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The pre-rendered page knows no query string (the link's code, a typed address): its shell shows until
 * the app has started with it.
 */
export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={t('auth.verify.pageTitle')} />
      {hydrated ? (
        <VerifyEmailScreen />
      ) : (
        <PageShell heading={t('auth.verify.pageTitle')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
