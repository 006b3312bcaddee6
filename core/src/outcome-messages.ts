import type { Language } from './constants.ts';

/**
 * Messages of what follows the plan: her pregnancy, the baby's sex, her check-ins, the guarantee claim and
 * the owner's queue of claims, merged into `messages`.
 */
export const outcomeMessages = {
  pregnancyNeedsPayment: {
    en: 'Recording a pregnancy is part of the full plan. Unlock the plan first.',
    ar: 'تسجيل الحمل جزء من الخطة الكاملة. يرجى فتح الخطة أولًا.',
  },
  pregnancyDateInvalid: {
    en: 'Please enter the date of the positive pregnancy test',
    ar: 'يرجى إدخال تاريخ اختبار الحمل الإيجابي',
  },
  pregnancyDateInFuture: {
    en: 'The date of the test cannot be after tomorrow',
    ar: 'لا يمكن أن يكون تاريخ الاختبار بعد الغد',
  },
  pregnancyDateBeforePlan: {
    en: 'The date of the test cannot be before the plan’s start',
    ar: 'لا يمكن أن يكون تاريخ الاختبار قبل بداية الخطة',
  },
  pregnancyAlreadyRecorded: {
    en: 'A pregnancy is already recorded on this plan',
    ar: 'سبق تسجيل الحمل في هذه الخطة',
  },
  pregnancyNotRecorded: {
    en: 'No pregnancy is recorded on this plan',
    ar: 'لا يوجد حمل مسجّل في هذه الخطة',
  },
  pregnancyHasOutcome: {
    en: 'The baby’s sex is already recorded for this pregnancy, so it cannot be undone',
    ar: 'سبق تسجيل جنس المولود لهذا الحمل، فلا يمكن التراجع عنه',
  },
  outcomeSexInvalid: {
    en: 'Choose boy, girl, prefer not to say, or pregnancy loss',
    ar: 'يرجى اختيار ولد أو بنت أو عدم الإفصاح أو فقدان الحمل',
  },
  outcomeDateInvalid: {
    en: 'Please enter the date it became known',
    ar: 'يرجى إدخال تاريخ معرفة النتيجة',
  },
  outcomeDateInFuture: {
    en: 'The date cannot be after tomorrow',
    ar: 'لا يمكن أن يكون التاريخ بعد الغد',
  },
  outcomeDateBeforePregnancy: {
    en: 'The date cannot be before the positive pregnancy test',
    ar: 'لا يمكن أن يكون التاريخ قبل اختبار الحمل الإيجابي',
  },
  outcomeNeedsPregnancy: {
    en: 'Record the pregnancy first',
    ar: 'يرجى تسجيل الحمل أولًا',
  },
  outcomeLockedByClaim: {
    en: 'The result cannot be changed while a guarantee claim about it is open or approved',
    ar: 'لا يمكن تغيير النتيجة ما دامت هناك مطالبة بالضمان قيد المراجعة أو مقبولة',
  },
  outcomeSaved: { en: 'Saved', ar: 'تم الحفظ' },
  checkInKindInvalid: {
    en: 'Choose an attempt day or a week of the diet',
    ar: 'يرجى اختيار يوم محاولة أو أسبوع من النظام الغذائي',
  },
  checkInDateInvalid: { en: 'Please enter a valid date', ar: 'يرجى إدخال تاريخ صحيح' },
  checkInDoneInvalid: {
    en: 'Say whether it was followed (true or false)',
    ar: 'يرجى تحديد ما إذا تم الالتزام (true أو false)',
  },
  checkInDateInFuture: {
    en: 'A check-in cannot be after tomorrow',
    ar: 'لا يمكن أن يكون التسجيل بعد الغد',
  },
  checkInNotAttemptDate: {
    en: 'This date is not one of the plan’s attempt dates',
    ar: 'هذا التاريخ ليس من مواعيد المحاولة في الخطة',
  },
  checkInOutsidePlan: {
    en: 'This date is outside the plan’s three months',
    ar: 'هذا التاريخ خارج أشهر الخطة الثلاثة',
  },
  checkInAfterPregnancy: {
    en: 'The plan has no attempt dates from the positive pregnancy test on',
    ar: 'لا مواعيد للمحاولة في الخطة منذ اختبار الحمل الإيجابي',
  },
  checkInsNeedPayment: {
    en: 'Check-ins are part of the full plan. Unlock the plan first.',
    ar: 'تسجيل الالتزام جزء من الخطة الكاملة. يرجى فتح الخطة أولًا.',
  },
  claimNeedsPayment: {
    en: 'Only a paid plan can be claimed under the guarantee',
    ar: 'لا يمكن المطالبة بالضمان إلا لخطة مدفوعة',
  },
  claimNeedsOutcome: {
    en: 'Record the baby’s sex first: the guarantee applies when it differs from the plan’s',
    ar: 'يرجى تسجيل جنس المولود أولًا: ينطبق الضمان عندما يختلف عن جنس الخطة',
  },
  claimOutcomeMatches: {
    en: 'The guarantee applies only when the baby’s sex differs from the plan’s',
    ar: 'ينطبق الضمان فقط عندما يختلف جنس المولود عن جنس الخطة',
  },
  claimTooEarly: {
    en: 'The guarantee can be claimed once 3 full months have passed since the payment',
    ar: 'يمكن المطالبة بالضمان بعد مرور 3 أشهر كاملة على الدفع',
  },
  claimExists: {
    en: 'A guarantee claim for this plan has already been made',
    ar: 'سبق تقديم مطالبة بالضمان لهذه الخطة',
  },
  claimNoPayment: {
    en: 'This plan was not paid for, so there is nothing to refund',
    ar: 'لم يُدفع ثمن هذه الخطة، فلا يوجد مبلغ لاسترداده',
  },
  claimNotMultipart: {
    en: 'Send the claim as a form with its documents (multipart/form-data)',
    ar: 'يرجى إرسال المطالبة نموذجًا مع مستنداتها (multipart/form-data)',
  },
  claimFollowedRequired: {
    en: 'Please confirm that the plan was followed as written for 3 months',
    ar: 'يرجى تأكيد الالتزام بالخطة كما هي لمدة 3 أشهر',
  },
  claimConsentRequired: {
    en: 'Please agree that Nasl keeps these medical documents to decide the claim',
    ar: 'يرجى الموافقة على احتفاظ نسل بهذه المستندات الطبية للبتّ في المطالبة',
  },
  claimNoteTooLong: {
    en: 'The note can be at most 2000 characters',
    ar: 'يجب ألا تزيد الملاحظة عن 2000 حرف',
  },
  claimDocumentsCount: {
    en: 'Attach 1 to 3 documents',
    ar: 'يرجى إرفاق مستند واحد إلى 3 مستندات',
  },
  claimDocumentTooLarge: {
    en: 'Each document can be at most 10 MB',
    ar: 'يجب ألا يزيد حجم كل مستند عن 10 ميغابايت',
  },
  claimDocumentType: {
    en: 'Documents must be PDF, JPEG or PNG files',
    ar: 'يجب أن تكون المستندات ملفات PDF أو JPEG أو PNG',
  },
  claimSubmitted: {
    en: 'Your claim was received. We will review it and tell you here.',
    ar: 'وصلت المطالبة، وستُراجع ويُبلَّغ بالقرار هنا.',
  },
  claimNotFound: { en: 'There is no such claim', ar: 'لا توجد مطالبة بهذا المعرّف' },
  claimDecisionInvalid: {
    en: 'Choose approve, reject or ask for more documents',
    ar: 'يرجى اختيار القبول أو الرفض أو طلب مستندات إضافية',
  },
  claimReasonRequired: {
    en: 'Please write the reason for the decision',
    ar: 'يرجى كتابة سبب القرار',
  },
  claimReasonTooLong: {
    en: 'The reason can be at most 500 characters',
    ar: 'يجب ألا يزيد السبب عن 500 حرف',
  },
  claimAlreadyDecided: {
    en: 'This claim has already been decided',
    ar: 'سبق البتّ في هذه المطالبة',
  },
  claimDecided: { en: 'The decision was saved', ar: 'تم حفظ القرار' },
  claimStatusInvalid: {
    en: 'Choose submitted, more-documents, approved or rejected',
    ar: 'يرجى اختيار: مقدّمة أو مستندات إضافية أو مقبولة أو مرفوضة',
  },
  claimDocumentLinkExpired: {
    en: 'This document link has expired. Open the claim again for a new one.',
    ar: 'انتهت صلاحية رابط المستند. يرجى فتح المطالبة من جديد للحصول على رابط جديد.',
  },
  claimDocumentsDeleted: {
    en: 'The documents of this claim were deleted 30 days after its decision',
    ar: 'حُذفت مستندات هذه المطالبة بعد 30 يومًا من القرار',
  },
} as const satisfies Record<string, Record<Language, string>>;
