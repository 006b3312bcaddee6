import { addressReadingRoute } from '@/components/ui/address-reading-page';
import { RecoverEmailScreen } from '@/features/auth/components/recover-email-screen';

export default addressReadingRoute('auth.recover.pageTitle', RecoverEmailScreen);
