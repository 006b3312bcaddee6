import type { Language } from './constants.ts';

/** Messages of the cycle events (log a period start or a positive LH test), merged into `messages`. */
export const cycleEventMessages = {
  cycleEventTypeInvalid: {
    en: 'Choose a period start or a positive LH test',
    ar: 'يرجى اختيار بداية الدورة أو اختبار إباضة إيجابي',
  },
  cycleEventDateInvalid: {
    en: 'Please enter a valid date',
    ar: 'يرجى إدخال تاريخ صحيح',
  },
  cycleEventDateInFuture: {
    en: 'The date cannot be after tomorrow',
    ar: 'لا يمكن أن يكون التاريخ بعد الغد',
  },
  cycleEventDateBeforePlan: {
    en: 'The date cannot be before the last period date the plan was made from',
    ar: 'لا يمكن أن يكون التاريخ قبل تاريخ آخر دورة بُنيت عليه الخطة',
  },
  cycleEventTooClose: {
    en: 'Period starts must be at least 15 days apart. Please check the date.',
    ar: 'يجب أن تفصل 15 يومًا على الأقل بين بدايتي دورتين. يرجى التحقق من التاريخ.',
  },
  cycleEventReadingInvalid: {
    en: 'Choose whether this entry was a period or spotting',
    ar: 'يرجى اختيار ما إذا كان هذا التسجيل دورة أم تبقيعًا',
  },
  cycleEventReadingNotPeriod: {
    en: 'Only a period start can be read as a period or as spotting',
    ar: 'وحدها بداية الدورة يمكن اعتبارها دورة أو تبقيعًا',
  },
  cycleEventsLimit: {
    en: 'This plan already holds the most cycle entries it can keep',
    ar: 'وصلت هذه الخطة إلى الحد الأقصى من تسجيلات الدورة',
  },
  cycleEventNotFound: {
    en: 'This cycle entry no longer exists. Reload the plan to see its entries.',
    ar: 'هذا التسجيل لم يعد موجودًا. يرجى إعادة تحميل الخطة لعرض التسجيلات.',
  },
  cycleEventsNeedPayment: {
    en: 'Logging your cycle re-plans your dates and is part of the full plan. Unlock the plan first.',
    ar: 'تسجيل الدورة يعيد حساب مواعيدك وهو جزء من الخطة الكاملة. يرجى فتح الخطة أولًا.',
  },
} as const satisfies Record<string, Record<Language, string>>;
