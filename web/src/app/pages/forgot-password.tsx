import { useTranslation } from 'react-i18next';
import { AddressReadingPage } from '@/components/ui/address-reading-page';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AddressReadingPage title={t('auth.forgot.pageTitle')}>
      <ForgotPasswordScreen />
    </AddressReadingPage>
  );
}
