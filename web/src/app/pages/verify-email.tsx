import { addressReadingRoute } from '@/components/ui/address-reading-page';
import { VerifyEmailScreen } from '@/features/auth/components/verify-email-screen';

export default addressReadingRoute('auth.verify.pageTitle', VerifyEmailScreen);
