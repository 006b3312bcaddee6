import { addressReadingRoute } from '@/components/ui/address-reading-page';
import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export default addressReadingRoute('auth.reset.pageTitle', ResetPasswordScreen);
