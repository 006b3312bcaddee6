import type { Language } from './constants.ts';
import { accountMessages } from './account-messages.ts';
import { businessMessages } from './business-messages.ts';
import { cycleEventMessages } from './cycle-event-messages.ts';
import { outcomeMessages } from './outcome-messages.ts';
import { questionnaireMessages } from './questionnaire-messages.ts';
import { sharingMessages } from './sharing-messages.ts';

/**
 * Messages produced by validation and by the API, in both UI languages.
 * Schemas carry the key; the form shows `messages[key][lang]`, and the server answers
 * `{ message }` in the language of the request. The product's own wordings (docs/product.md) are kept
 * to the letter: the English ones in `en`, the Arabic ones in `ar`.
 */
export const messages = {
  ...questionnaireMessages,
  ...cycleEventMessages,
  ...accountMessages,
  ...sharingMessages,
  ...businessMessages,
  ...outcomeMessages,
  nameMin: { en: 'Name must be at least 2 characters', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  nameMax: { en: 'Name must be at most 100 characters', ar: 'يجب ألا يزيد الاسم عن 100 حرف' },
  emailInvalid: { en: 'Please enter a valid email address', ar: 'يرجى إدخال بريد إلكتروني صحيح' },
  profileEmailInvalid: { en: 'Invalid email address', ar: 'عنوان البريد الإلكتروني غير صالح' },
  phoneInvalid: { en: 'Please enter a valid phone number', ar: 'يرجى إدخال رقم هاتف صحيح' },
  passwordMin: {
    en: 'Password must be at least 6 characters',
    ar: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  },
  passwordMax: {
    en: 'Password must be at most 128 characters',
    ar: 'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
  },
  passwordsDoNotMatch: { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  passwordsDontMatch: { en: "Passwords don't match", ar: 'كلمتا المرور غير متطابقتين' },
  genderRequired: { en: 'Please select your gender', ar: 'يرجى اختيار الجنس' },
  agreeToTermsRequired: {
    en: 'You must agree to the Terms of Service to continue',
    ar: 'يجب الموافقة على شروط الخدمة للمتابعة',
  },
  currentPasswordRequired: { en: 'Current password is required', ar: 'كلمة المرور الحالية مطلوبة' },
  confirmPasswordRequired: { en: 'Please confirm your password', ar: 'يرجى تأكيد كلمة المرور' },

  invalidBody: { en: 'The request body must be a JSON object', ar: 'يجب أن يكون محتوى الطلب كائن JSON' },
  unknownField: { en: 'Unexpected field in request', ar: 'حقل غير متوقع في الطلب' },
  bodyTooLarge: { en: 'Request body is too large', ar: 'حجم الطلب كبير جدًا' },
  badOrigin: { en: 'Request origin is not allowed', ar: 'مصدر الطلب غير مسموح به' },
  notAuthenticated: { en: 'Not authenticated', ar: 'يرجى تسجيل الدخول' },
  forbidden: { en: 'You do not have permission to do this', ar: 'ليس لديك صلاحية للقيام بذلك' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  invalidCredentials: { en: 'Invalid email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  emailTaken: {
    en: 'An account with this email already exists',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل',
  },
  currentPasswordWrong: { en: 'Current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  profileUpdated: { en: 'Profile updated successfully', ar: 'تم تحديث الملف الشخصي بنجاح' },
  loggedOut: { en: 'Logged out', ar: 'تم تسجيل الخروج' },
  tooManyAttempts: {
    en: 'Too many attempts. Please try again later.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  },
  planIdRequired: { en: 'A plan id is required', ar: 'معرّف الخطة مطلوب' },
  paymentIntentIdRequired: { en: 'A valid payment id is required', ar: 'معرّف الدفع غير صالح' },
  cardInvalid: { en: 'Please check the card details', ar: 'يرجى التحقق من بيانات البطاقة' },
  planAlreadyPaid: { en: 'This plan is already paid', ar: 'تم دفع ثمن هذه الخطة بالفعل' },
  planNotForSale: {
    en: 'This plan cannot be bought: at 50 or more, natural conception is very unlikely, so it gives no dates and no diet method. Please see a fertility specialist.',
    ar: 'لا يمكن شراء هذه الخطة: فمن سن الخمسين يصبح الحمل الطبيعي نادرًا جدًا، لذا لا تتضمن مواعيد ولا طريقة غذائية. يُنصح بمراجعة طبيب مختص بالخصوبة.',
  },
  paymentNotCompleted: {
    en: 'The payment has not been completed',
    ar: 'لم تكتمل عملية الدفع',
  },
  serverBusy: {
    en: 'Many requests are arriving at once. Please try again in a moment.',
    ar: 'تصل طلبات كثيرة في اللحظة نفسها. يرجى المحاولة بعد لحظات.',
  },
  paymentNotConfirmable: {
    en: 'This payment can no longer be confirmed. Please start the payment again.',
    ar: 'لم يعد بالإمكان تأكيد هذه الدفعة. يرجى بدء الدفع من جديد.',
  },
  paymentMismatch: { en: 'This payment does not belong to this plan', ar: 'هذه الدفعة لا تخص هذه الخطة' },
  paymentProviderUnavailable: {
    en: 'The payment service is unavailable right now. Please try again in a moment.',
    ar: 'خدمة الدفع غير متاحة حاليًا. يرجى المحاولة بعد قليل.',
  },
  paymentsNotConfigured: {
    en: 'Payments are not configured on this server',
    ar: 'لم يتم إعداد الدفع على هذا الخادم',
  },
  invalidWebhookSignature: { en: 'Invalid webhook signature', ar: 'توقيع غير صالح' },
  adminsDoNotPay: {
    en: 'Admins unlock plans without payment',
    ar: 'يفتح المشرفون الخطط دون دفع',
  },
  planUnlocked: { en: 'Plan unlocked', ar: 'تم فتح الخطة' },
  isAdminRequired: { en: 'isAdmin must be true or false', ar: 'يجب أن تكون قيمة isAdmin صحيحة أو خاطئة' },
  invalidQuery: { en: 'Invalid query parameters', ar: 'معاملات الاستعلام غير صالحة' },
  cannotDeleteSelf: { en: 'Cannot Delete Self', ar: 'لا يمكنك حذف حسابك' },
  cannotRemoveOwnAdmin: {
    en: 'You cannot remove your own admin rights',
    ar: 'لا يمكنك إزالة صلاحيات الإدارة عن نفسك',
  },
  userDeleted: { en: 'User deleted successfully', ar: 'تم حذف المستخدم بنجاح' },
  adminStatusUpdated: { en: 'User admin status updated successfully', ar: 'تم تحديث صلاحيات المستخدم بنجاح' },
  chatMessageRequired: { en: 'Please write a message', ar: 'يرجى كتابة رسالة' },
  chatMessageTooLong: {
    en: 'A message can be at most 1000 characters',
    ar: 'يجب ألا تزيد الرسالة عن 1000 حرف',
  },
  chatHistoryInvalid: { en: 'The conversation history is not valid', ar: 'سجل المحادثة غير صالح' },
  chatHistoryTooLong: {
    en: 'The conversation history can hold at most 10 messages',
    ar: 'يمكن أن يحتوي سجل المحادثة على 10 رسائل على الأكثر',
  },
  chatRateLimited: {
    en: 'You have sent too many messages. Please wait a few minutes, then try again.',
    ar: 'لقد أرسلت رسائل كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  chatFailed: {
    en: 'Sorry, a technical problem kept the assistant from answering. Please try again.',
    ar: 'عذرًا، حدثت مشكلة تقنية منعت المساعد من الرد. يرجى المحاولة مرة أخرى.',
  },
  chatUnavailable: {
    en: 'The assistant is not available right now. Please try again later.',
    ar: 'المساعد غير متاح حاليًا. يرجى المحاولة لاحقًا.',
  },
  serverError: {
    en: 'Something went wrong on our side. Please try again later.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة لاحقًا.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function translateMessage(key: string, lang: Language): string {
  return isMessageKey(key) ? messages[key][lang] : key;
}
