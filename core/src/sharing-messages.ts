import type { Language } from './constants.ts';

/**
 * Messages of what a paid plan shares beyond its page: the husband's access, the calendar subscription,
 * the phone reminders and the payment receipt. Merged into `messages`.
 */
export const sharingMessages = {
  partnerInviteNeedsPayment: {
    en: 'Complete the payment for this plan before inviting your husband.',
    ar: 'أكملي الدفع لهذه الخطة قبل دعوة زوجك.',
  },
  partnerAlreadyAdded: {
    en: 'Your husband already follows this plan. Remove him first to invite someone else.',
    ar: 'زوجك يتابع هذه الخطة بالفعل. أزيليه أولًا لدعوة شخص آخر.',
  },
  partnerInviteNotFound: {
    en: 'This invitation link is not valid. Ask your wife to send a new one.',
    ar: 'رابط الدعوة هذا غير صالح. اطلب من زوجتك إرسال رابط جديد.',
  },
  partnerInviteUsed: {
    en: 'This invitation has already been used. Ask your wife to send a new one.',
    ar: 'استُخدمت هذه الدعوة من قبل. اطلب من زوجتك إرسال دعوة جديدة.',
  },
  partnerInviteExpired: {
    en: 'This invitation has expired (an invitation lasts 7 days). Ask your wife to send a new one.',
    ar: 'انتهت صلاحية هذه الدعوة (تبقى الدعوة صالحة 7 أيام). اطلب من زوجتك إرسال دعوة جديدة.',
  },
  partnerInviteOwnPlan: {
    en: 'This is your own plan: send the invitation to your husband instead.',
    ar: 'هذه خطتك أنتِ: أرسلي الدعوة إلى زوجك.',
  },
  partnerPlanTaken: {
    en: 'Someone else already follows this plan. Ask your wife to check who she invited.',
    ar: 'يتابع شخص آخر هذه الخطة بالفعل. اطلب من زوجتك التحقق ممن دعته.',
  },
  partnerInviteAccepted: {
    en: 'You now follow this plan with your wife.',
    ar: 'أصبحت تتابع هذه الخطة مع زوجتك.',
  },
  partnerPlanLocked: {
    en: 'This plan is locked until its payment is complete.',
    ar: 'هذه الخطة مقفلة حتى يكتمل الدفع.',
  },
  partnerNotFound: {
    en: 'This person does not follow this plan.',
    ar: 'هذا الشخص لا يتابع هذه الخطة.',
  },
  partnerAccessEnded: {
    en: 'Sharing of this plan with you has ended. To follow it again, ask your wife to send you a new invitation link from her plan.',
    ar: 'انتهت مشاركة هذه الخطة معك. لمتابعتها من جديد، اطلب من زوجتك أن ترسل إليك رابط دعوة جديدًا من خطتها.',
  },
  partnerRemoved: {
    en: 'He no longer has access to the plan.',
    ar: 'لم يعد بإمكانه الوصول إلى الخطة.',
  },
  calendarFeedNeedsPayment: {
    en: 'Complete the payment for this plan to subscribe to its calendar.',
    ar: 'أكملي الدفع لهذه الخطة للاشتراك في تقويمها.',
  },
  calendarFeedOptionsInvalid: {
    en: 'Choose valid calendar options.',
    ar: 'يرجى اختيار خيارات تقويم صحيحة.',
  },
  calendarFeedNotFound: {
    en: 'This calendar address no longer works.',
    ar: 'عنوان التقويم هذا لم يعد يعمل.',
  },
  calendarFeedStopped: {
    en: 'The calendar address was stopped. Calendars subscribed to it will stop updating.',
    ar: 'أُوقف عنوان التقويم. ستتوقف التقاويم المشتركة فيه عن التحديث.',
  },
  remindersNeedPayment: {
    en: 'Complete the payment for this plan to get its reminders.',
    ar: 'أكملي الدفع لهذه الخطة لتصلك تذكيراتها.',
  },
  remindersNotConfigured: {
    en: 'Reminders are not available on this server.',
    ar: 'التذكيرات غير متاحة على هذا الخادم.',
  },
  reminderHourInvalid: {
    en: 'Choose an hour from the list.',
    ar: 'يرجى اختيار ساعة من القائمة.',
  },
  timeZoneInvalid: {
    en: 'The time zone is not valid.',
    ar: 'المنطقة الزمنية غير صحيحة.',
  },
  reminderSettingsInvalid: {
    en: 'Choose valid reminder settings.',
    ar: 'يرجى اختيار إعدادات تذكير صحيحة.',
  },
  pushSubscriptionInvalid: {
    en: "This device's notification subscription is not valid.",
    ar: 'اشتراك الإشعارات على هذا الجهاز غير صالح.',
  },
  pushServiceNotAllowed: {
    en: "Reminders can only go through a browser's own push service (Google, Mozilla, Apple or Microsoft).",
    ar: 'لا تُرسَل التذكيرات إلا عبر خدمة الإشعارات التابعة للمتصفح (Google أو Mozilla أو Apple أو Microsoft).',
  },
  pushKeysInvalid: {
    en: "This device's notification keys are not valid. Turn reminders off and on again on this device.",
    ar: 'مفاتيح الإشعارات على هذا الجهاز غير صالحة. أوقفي التذكيرات ثم فعّليها من جديد على هذا الجهاز.',
  },
  pushSubscriptionSaved: {
    en: 'Reminders will come to this device.',
    ar: 'ستصل التذكيرات إلى هذا الجهاز.',
  },
  pushSubscriptionRemoved: {
    en: 'This device will no longer get reminders.',
    ar: 'لن تصل التذكيرات إلى هذا الجهاز بعد الآن.',
  },
  receiptNotFound: {
    en: 'This plan has no payment receipt.',
    ar: 'لا يوجد إيصال دفع لهذه الخطة.',
  },
} as const satisfies Record<string, Record<Language, string>>;
