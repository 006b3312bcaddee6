import { useTranslation } from 'react-i18next';
import { AddressReadingPage } from '@/components/ui/address-reading-page';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export default function VerifyEmailRoute() {
  const { t } = useTranslation();
  return (
    <AddressReadingPage title={t('auth.verify.pageTitle')}>
      <VerifyEmailScreen />
    </AddressReadingPage>
  );
}
