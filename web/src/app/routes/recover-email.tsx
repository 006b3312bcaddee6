import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { RecoverEmailScreen } from '@/features/auth/components/recover-email-screen';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The pre-rendered page knows no query string (the link's code, a typed address): its shell shows until
 * the app has started with it.
 */
export default function RecoverEmailRoute() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={t('auth.recover.pageTitle')} />
      {hydrated ? (
        <RecoverEmailScreen />
      ) : (
        <PageShell heading={t('auth.recover.pageTitle')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
