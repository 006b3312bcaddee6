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
  healthDataConsentRequired: {
    en: 'Please agree to the processing of your health data: the plan is built from it',
    ar: 'يرجى الموافقة على معالجة بياناتك الصحية: فالخطة تُبنى عليها',
  },
  emailUnfinished: {
    en: 'An unfinished account already uses this e-mail address. We have sent it a link: open it to choose your password and finish your account.',
    ar: 'هذا البريد الإلكتروني مستخدم في حساب لم يكتمل. أرسلنا إليه رابطًا: يرجى فتحه لاختيار كلمة المرور وإكمال الحساب.',
  },
  profileRequired: {
    en: 'This account is not finished yet: please add your details to finish it.',
    ar: 'هذا الحساب لم يكتمل بعد: يرجى إضافة بياناتك لإكماله.',
  },
  exportLockedContent: {
    en: 'Everything Nasl stores about you is in this file, with one exception: for a plan that is not unlocked yet, the full plan (its dates, diet and exercise) and any cycle dates logged on it are stored but appear here only as the preview, as on its page. They are in the file once the plan is unlocked, and are deleted with your account.',
    ar: 'كل ما يحفظه نسل عنك موجود في هذا الملف، باستثناء واحد: للخطة التي لم تُفتح بعد، تُحفظ الخطة الكاملة (تواريخها والنظام الغذائي والتمارين) وأي تواريخ دورة سُجّلت عليها، لكنها تظهر هنا كمعاينة فقط كما في صفحتها. تظهر في الملف بعد فتح الخطة، وتُحذف مع حسابك.',
  },
  textMalformed: {
    en: 'This text contains characters that cannot be read. Please type it again.',
    ar: 'يحتوي هذا النص على رموز لا يمكن قراءتها. يرجى كتابته مرة أخرى.',
  },
  bodyTooDeep: { en: 'The request body is nested too deeply', ar: 'محتوى الطلب متداخل بعمق كبير' },
  ownerProtected: {
    en: 'The owner account cannot lose its admin rights or be deleted.',
    ar: 'لا يمكن سحب صلاحيات الإدارة من حساب المالك أو حذفه.',
  },
} as const satisfies Record<string, Record<Language, string>>;
