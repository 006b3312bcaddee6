import type { Language } from './constants.ts';

/** Messages of account recovery, re-authentication, sessions, a person's own data and the owner rule. */
export const accountMessages = {
  invalidId: { en: 'This id is not valid', ar: 'هذا المعرّف غير صالح' },
  malformedJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  passwordResetRequested: {
    en: 'If an account uses this e-mail address, a link to choose a new password is on its way. Check your inbox and your spam folder.',
    ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فسيصله رابط لاختيار كلمة مرور جديدة. يرجى مراجعة صندوق الوارد ومجلد الرسائل غير المرغوب فيها.',
  },
  actionCodeInvalid: {
    en: 'This link is invalid, has expired or was already used. Please ask for a new one.',
    ar: 'هذا الرابط غير صالح أو انتهت صلاحيته أو سبق استخدامه. يرجى طلب رابط جديد.',
  },
  passwordResetDone: {
    en: 'Your password has been changed and you are signed in.',
    ar: 'تم تغيير كلمة المرور وتسجيل دخولك.',
  },
  emailVerified: { en: 'Your e-mail address is verified.', ar: 'تم تأكيد بريدك الإلكتروني.' },
  emailAlreadyVerified: {
    en: 'Your e-mail address is already verified.',
    ar: 'بريدك الإلكتروني مؤكد بالفعل.',
  },
  verificationEmailSent: {
    en: 'We have sent a verification link to your e-mail address.',
    ar: 'أرسلنا رابط التأكيد إلى بريدك الإلكتروني.',
  },
  emailRecovered: {
    en: 'Your e-mail address has been restored and every session was signed out. If you did not change it yourself, choose a new password now.',
    ar: 'تمت استعادة بريدك الإلكتروني وتسجيل الخروج من جميع الجلسات. إذا لم تغيّره بنفسك، فاختر كلمة مرور جديدة الآن.',
  },
  otherSessionsRevoked: {
    en: 'You have been signed out of every other device.',
    ar: 'تم تسجيل خروجك من جميع الأجهزة الأخرى.',
  },
  accountDeleted: {
    en: 'Your account and your data have been deleted.',
    ar: 'تم حذف حسابك وبياناتك.',
  },
  ownerProtected: {
    en: 'The owner account cannot lose its admin rights or be deleted.',
    ar: 'لا يمكن سحب صلاحيات الإدارة من حساب المالك أو حذفه.',
  },
} as const satisfies Record<string, Record<Language, string>>;
