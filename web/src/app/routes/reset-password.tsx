import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The pre-rendered page knows no query string (the link's code, a typed address): its shell shows until
 * the app has started with it.
 */
export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={t('auth.reset.pageTitle')} />
      {hydrated ? (
        <ResetPasswordScreen />
      ) : (
        <PageShell heading={t('auth.reset.pageTitle')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
