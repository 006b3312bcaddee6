import { useTranslation } from 'react-i18next';
import { AddressReadingPage } from '@/components/ui/address-reading-page';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AddressReadingPage title={t('auth.reset.pageTitle')}>
      <ResetPasswordScreen />
    </AddressReadingPage>
  );
}
