import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle page={t('auth.reset.pageTitle')} />
      <ResetPasswordScreen />
    </>
  );
}
