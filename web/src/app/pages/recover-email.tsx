import { useTranslation } from 'react-i18next';
import { AddressReadingPage } from '@/components/ui/address-reading-page';
import { RecoverEmailScreen } from '@/features/auth/components/recover-email-screen';

export default function RecoverEmailRoute() {
  const { t } = useTranslation();
  return (
    <AddressReadingPage title={t('auth.recover.pageTitle')}>
      <RecoverEmailScreen />
    </AddressReadingPage>
  );
}
