import type { Language } from './constants.ts';

/** Messages of the dashboard's trends, exports and refunds, merged into `messages`. */
export const businessMessages = {
  dateRangeInvalid: {
    en: 'Choose a valid date range (yyyy-MM-dd), the start not after the end',
    ar: 'يرجى اختيار نطاق تاريخ صحيح (yyyy-MM-dd) لا تسبق نهايته بدايته',
  },
  dateRangeOutOfBounds: {
    en: 'Choose dates between 2000-01-01 and 2999-12-31',
    ar: 'يرجى اختيار تواريخ بين 2000-01-01 و2999-12-31',
  },
  dateRangeTooLong: {
    en: 'The date range can be at most 366 days',
    ar: 'يجب ألا يزيد نطاق التاريخ عن 366 يومًا',
  },
  trendBucketInvalid: {
    en: 'Group the figures by day, week or month',
    ar: 'يرجى تجميع الأرقام حسب اليوم أو الأسبوع أو الشهر',
  },
  exportTableUnknown: {
    en: 'There is no such table to export',
    ar: 'لا يوجد جدول بهذا الاسم للتصدير',
  },
  refundReasonRequired: {
    en: 'Please write why the plan is refunded',
    ar: 'يرجى كتابة سبب استرداد المبلغ',
  },
  refundReasonTooLong: {
    en: 'The reason can be at most 500 characters',
    ar: 'يجب ألا يزيد السبب عن 500 حرف',
  },
  planAlreadyRefunded: {
    en: 'This plan has already been refunded',
    ar: 'تم استرداد مبلغ هذه الخطة بالفعل',
  },
  planHasNoPayment: {
    en: 'This plan has no payment to refund',
    ar: 'لا توجد دفعة لهذه الخطة يمكن استردادها',
  },
  planRefunded: {
    en: 'This plan was refunded and cannot be paid again',
    ar: 'تم استرداد مبلغ هذه الخطة ولا يمكن دفعها مرة أخرى',
  },
  refundFailed: {
    en: "Stripe could not refund this payment. Please try again, or refund it in Stripe's dashboard.",
    ar: 'تعذّر على Stripe استرداد هذه الدفعة. يرجى المحاولة مرة أخرى أو استردادها من لوحة تحكم Stripe.',
  },
  planRefundedByAdmin: {
    en: 'The payment was refunded and the plan is locked again',
    ar: 'تم استرداد المبلغ وقُفلت الخطة من جديد',
  },
} as const satisfies Record<string, Record<Language, string>>;
