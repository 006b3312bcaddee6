import { addressReadingRoute } from '@/components/ui/address-reading-page';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';

export default addressReadingRoute('auth.forgot.pageTitle', ForgotPasswordScreen);
