import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The pre-rendered page knows no query string (the link's code, a typed address): its shell shows until
 * the app has started with it.
 */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={t('auth.forgot.pageTitle')} />
      {hydrated ? (
        <ForgotPasswordScreen />
      ) : (
        <PageShell heading={t('auth.forgot.pageTitle')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
