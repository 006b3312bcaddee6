/**
 * GET /api/admin/export/{table}.csv?from=&to=&lang=: each admin table as a CSV file for a date range. The
 * header row is in the language asked for; the cells are the stored values (ids, ISO dates, amounts in
 * the currency's units), so a spreadsheet reads them the same in either language, except that an Arabic
 * file writes the words for the values of a few (`EXPORT_VALUES_AR`: not `girl` or `pending`).
 */
import * as v from 'valibot';
import { SUPPORTED_LANGUAGES, type Language } from './constants.ts';
import { dateRangeEntries, isOrderedRange } from './trends.ts';
import { objectWithFieldMessages } from './validation.ts';

export const EXPORT_TABLES = ['users', 'questionnaires', 'payments', 'audit', 'outcomes'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

export function isExportTable(value: unknown): value is ExportTable {
  return typeof value === 'string' && (EXPORT_TABLES as readonly string[]).includes(value);
}

/** The query: the date range of the rows (when each was created), and the header row's language. */
export const exportQuerySchema = v.pipe(
  objectWithFieldMessages({
    ...dateRangeEntries,
    lang: v.optional(v.picklist(SUPPORTED_LANGUAGES, 'invalidQuery')),
  }),
  v.check((range) => isOrderedRange(range), 'dateRangeInvalid'),
);

type Header = Record<Language, string>;

/** A date-time column: its cells are on the business's clock (`BUSINESS_TIME_ZONE`), and its header says so. */
function businessTime(en: string, ar: string): Header {
  return { en: `${en} (Asia/Riyadh)`, ar: `${ar} (توقيت الرياض)` };
}

/** The headers several tables share, written once. */
const SHARED_HEADERS = {
  userId: { en: 'User id', ar: 'معرّف المستخدم' },
  name: { en: 'Name', ar: 'الاسم' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  planId: { en: 'Plan id', ar: 'معرّف الخطة' },
  amount: { en: 'Amount', ar: 'المبلغ' },
  currency: { en: 'Currency', ar: 'العملة' },
} as const satisfies Record<string, Header>;

/** Each table's columns, in order, with their header in both languages. */
export const EXPORT_COLUMNS = {
  users: {
    id: SHARED_HEADERS.userId,
    name: SHARED_HEADERS.name,
    email: SHARED_HEADERS.email,
    phone: { en: 'Phone', ar: 'الهاتف' },
    gender: { en: 'Gender', ar: 'الجنس' },
    isAdmin: { en: 'Admin', ar: 'مشرف' },
    stage: { en: 'Journey stage (1-4)', ar: 'مرحلة الرحلة (1-4)' },
    status: { en: 'Payment status', ar: 'حالة الدفع' },
    latestPlanId: { en: 'Latest plan id', ar: 'معرّف آخر خطة' },
    createdAt: businessTime('Registered', 'تاريخ التسجيل'),
  },
  questionnaires: {
    id: { en: 'Questionnaire id', ar: 'معرّف الاستبيان' },
    userId: SHARED_HEADERS.userId,
    userName: SHARED_HEADERS.name,
    userEmail: SHARED_HEADERS.email,
    gender: { en: 'Desired gender', ar: 'الجنس المرغوب' },
    motherAge: { en: 'Mother age', ar: 'عمر الأم' },
    fatherAge: { en: 'Father age', ar: 'عمر الأب' },
    cycleLength: { en: 'Cycle length (days)', ar: 'طول الدورة (أيام)' },
    lastPeriodDate: { en: 'Last period date', ar: 'تاريخ آخر دورة' },
    motherBloodType: { en: 'Mother blood type', ar: 'فصيلة دم الأم' },
    fatherBloodType: { en: 'Father blood type', ar: 'فصيلة دم الأب' },
    motherDiet: { en: 'Diet', ar: 'النظام الغذائي' },
    motherActivity: { en: 'Activity level', ar: 'مستوى النشاط' },
    createdAt: businessTime('Sent', 'تاريخ الإرسال'),
  },
  payments: {
    id: { en: 'Payment intent', ar: 'معرّف الدفع' },
    planId: SHARED_HEADERS.planId,
    userId: SHARED_HEADERS.userId,
    amount: SHARED_HEADERS.amount,
    refunded: { en: 'Refunded', ar: 'المبلغ المسترد' },
    net: { en: 'Net', ar: 'الصافي' },
    currency: SHARED_HEADERS.currency,
    status: { en: 'Status', ar: 'الحالة' },
    createdAt: businessTime('Paid', 'تاريخ الدفع'),
    refundedAt: businessTime('Refunded on', 'تاريخ الاسترداد'),
  },
  audit: {
    id: { en: 'Entry id', ar: 'معرّف السجل' },
    createdAt: businessTime('When', 'الوقت'),
    action: { en: 'Action', ar: 'الإجراء' },
    actorId: { en: 'By (user id)', ar: 'بواسطة (معرّف المستخدم)' },
    actorEmail: { en: 'By (e-mail)', ar: 'بواسطة (البريد الإلكتروني)' },
    targetUserId: { en: 'Person (user id)', ar: 'الشخص (معرّف المستخدم)' },
    targetEmail: { en: 'Person (e-mail)', ar: 'الشخص (البريد الإلكتروني)' },
    planId: SHARED_HEADERS.planId,
    amount: SHARED_HEADERS.amount,
    currency: SHARED_HEADERS.currency,
    reason: { en: 'Reason', ar: 'السبب' },
    paymentsPseudonym: { en: 'Payments pseudonym', ar: 'الاسم المستعار للمدفوعات' },
  },
  /** Paid plans and what came of them, by the day they were paid; no name, e-mail or person id. */
  outcomes: {
    planId: SHARED_HEADERS.planId,
    target: { en: 'Target', ar: 'الجنس المستهدف' },
    paidAt: businessTime('Paid', 'تاريخ الدفع'),
    positiveTestDate: { en: 'Positive pregnancy test', ar: 'اختبار الحمل الإيجابي' },
    outcome: { en: 'Outcome', ar: 'النتيجة' },
    knownOn: { en: 'Known on', ar: 'تاريخ معرفة النتيجة' },
    matched: { en: 'Matched the target', ar: 'طابق الجنس المستهدف' },
    claimStatus: { en: 'Guarantee claim', ar: 'مطالبة الضمان' },
    paymentStatus: { en: 'Payment status', ar: 'حالة الدفع' },
  },
} as const satisfies Record<ExportTable, Record<string, Header>>;

export type ExportColumn<T extends ExportTable> = keyof (typeof EXPORT_COLUMNS)[T];

/** The file name a download gets: `nasl-users-2025-01-01-to-2025-03-31.csv`. */
export function exportFileName(table: ExportTable, from: string, to: string): string {
  return `nasl-${table}-${from}-to-${to}.csv`;
}

const YES_NO_AR = { true: 'نعم', false: 'لا' };
const TARGET_AR = { boy: 'ولد', girl: 'بنت' };

/**
 * What an Arabic file writes for the stored values of the columns that hold one of a few (genders, statuses,
 * yes or no, diets, activity levels, outcomes); an English file, and every other column, keep the stored value.
 */
export const EXPORT_VALUES_AR: {
  [T in ExportTable]?: Partial<Record<ExportColumn<T>, Record<string, string>>>;
} = {
  users: {
    gender: { male: 'ذكر', female: 'أنثى' },
    isAdmin: YES_NO_AR,
    status: { paid: 'مدفوع', pending: 'بانتظار الدفع', refunded: 'مُسترد', none: 'لا توجد خطة بعد' },
  },
  questionnaires: {
    gender: TARGET_AR,
    motherDiet: {
      omnivore: 'متنوع',
      vegetarian: 'نباتي',
      vegan: 'نباتي صرف',
      keto: 'كيتو',
      paleo: 'باليو',
      other: 'نظام آخر',
    },
    motherActivity: {
      sedentary: 'قليلة الحركة',
      light: 'نشاط خفيف',
      moderate: 'نشاط معتدل',
      active: 'نشيطة',
      athlete: 'رياضية',
    },
  },
  payments: {
    status: { succeeded: 'مكتمل', refunded: 'مُسترد', 'partially-refunded': 'مُسترد جزئيًا' },
  },
  outcomes: {
    target: TARGET_AR,
    outcome: { boy: 'ولد', girl: 'بنت', undisclosed: 'لم تُفصح', loss: 'فُقد الحمل' },
    matched: YES_NO_AR,
    claimStatus: {
      submitted: 'بانتظار القرار',
      'more-documents': 'بانتظار مستنداتها',
      approved: 'مقبولة ومُستردة',
      rejected: 'مرفوضة',
    },
    paymentStatus: { pending: 'معلّق', completed: 'مكتمل', refunded: 'مُسترد' },
  },
};

/** A cell's value in the file's language: the Arabic word for a stored value that has one, else the value. */
export function exportCellValue<T extends ExportTable, V>(
  table: T,
  column: ExportColumn<T>,
  value: V,
  language: Language,
): V | string {
  if (language !== 'ar' || (typeof value !== 'string' && typeof value !== 'boolean')) return value;
  const words = (
    EXPORT_VALUES_AR[table] as Partial<Record<ExportColumn<T>, Record<string, string>>> | undefined
  )?.[column];
  return words?.[String(value)] ?? value;
}
