import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { RecoverEmailScreen } from '@/features/auth/components/recover-email-screen';

export default function RecoverEmailRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('auth.recover.pageTitle')} />
      <RecoverEmailScreen />
    </>
  );
}
