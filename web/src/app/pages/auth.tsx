import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { AuthScreen } from '@/features/auth/components/auth-screen';

export default function AuthRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('auth.pageTitle')} />
      <AuthScreen />
    </>
  );
}
