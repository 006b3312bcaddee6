import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('auth.forgot.pageTitle')} />
      <ForgotPasswordScreen />
    </>
  );
}
