import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { WelcomeScreen } from '@/features/welcome/components/welcome-screen';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

export default function WelcomeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: authStatus } = useAuthStatus();
  const user = authStatus?.user ?? null;

  useEffect(() => {
    if (authStatus && !authStatus.user) navigate(paths.auth, { replace: true });
  }, [authStatus, navigate]);

  return (
    <>
      <PageTitle page={t('welcome.pageTitle')} />
      {user ? (
        <WelcomeScreen user={user} />
      ) : (
        <PageShell heading={t('welcome.pageTitle')} centered blocks={[200, 160]} />
      )}
    </>
  );
}
