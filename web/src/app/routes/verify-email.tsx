import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('auth.verify.pageTitle')} />
      <VerifyEmailScreen />
    </>
  );
}
