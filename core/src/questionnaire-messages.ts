import type { Language } from './constants.ts';

/** Validation messages of the questionnaire schema, merged into `messages`. */
export const questionnaireMessages = {
  qGenderRequired: { ar: 'يرجى اختيار الجنس المرغوب', en: "Please choose the baby's desired sex" },
  qWholeNumber: { ar: 'يرجى إدخال عدد صحيح دون كسور', en: 'Please enter a whole number' },

  qCycleLengthRequired: {
    ar: 'يرجى إدخال طول الدورة الشهرية بالأيام',
    en: 'Please enter the length of the menstrual cycle in days',
  },
  qCycleLengthRange: {
    ar: 'يجب أن يكون طول الدورة بين 21 و35 يومًا',
    en: 'The cycle length must be between 21 and 35 days',
  },
  qPeriodLengthRequired: {
    ar: 'يرجى إدخال عدد أيام نزول الدورة الشهرية المعتاد',
    en: 'Please enter how many days your period usually lasts',
  },
  qPeriodLengthRange: {
    ar: 'يجب أن يكون عدد أيام نزول الدورة بين 2 و10 أيام',
    en: 'The period length must be between 2 and 10 days',
  },

  qMotherBloodTypeRequired: { ar: 'يرجى اختيار فصيلة دم الأم', en: "Please choose the mother's blood type" },
  qFatherBloodTypeRequired: { ar: 'يرجى اختيار فصيلة دم الأب', en: "Please choose the father's blood type" },
  qMotherDietRequired: { ar: 'يرجى اختيار النظام الغذائي للأم', en: "Please choose the mother's diet" },
  qMotherActivityRequired: {
    ar: 'يرجى اختيار مستوى النشاط البدني للأم',
    en: "Please choose the mother's activity level",
  },

  qMotherAgeRequired: { ar: 'يرجى إدخال عمر الأم', en: "Please enter the mother's age" },
  qMotherAgeRange: {
    ar: 'يجب أن يكون عمر الأم بين 18 و90 عامًا',
    en: "The mother's age must be between 18 and 90 years",
  },
  qFatherAgeRequired: { ar: 'يرجى إدخال عمر الأب', en: "Please enter the father's age" },
  qFatherAgeRange: {
    ar: 'يجب أن يكون عمر الأب بين 18 و90 عامًا',
    en: "The father's age must be between 18 and 90 years",
  },

  qLastPeriodDateRequired: {
    ar: 'يرجى اختيار تاريخ أول يوم من آخر دورة شهرية',
    en: 'Please choose the first day of the last period',
  },
  qLastPeriodDateInvalid: {
    ar: 'التاريخ غير صحيح، يرجى اختياره من التقويم',
    en: 'This date is not valid; please pick it from the calendar',
  },
  qLastPeriodDateInFuture: {
    ar: 'يرجى اختيار تاريخ لا يتجاوز اليوم',
    en: 'Please choose a date that is not in the future',
  },
  qLastPeriodDateTooOld: {
    ar: 'يجب ألا يكون تاريخ آخر دورة أقدم من سنة',
    en: 'The last period must be within the past year',
  },

  qMotherHeightRequired: {
    ar: 'يرجى إدخال طول الأم بالسنتيمتر',
    en: "Please enter the mother's height in cm",
  },
  qMotherHeightRange: {
    ar: 'يجب أن يكون طول الأم بين 140 و220 سم',
    en: "The mother's height must be between 140 and 220 cm",
  },
  qFatherHeightRequired: {
    ar: 'يرجى إدخال طول الأب بالسنتيمتر',
    en: "Please enter the father's height in cm",
  },
  qFatherHeightRange: {
    ar: 'يجب أن يكون طول الأب بين 150 و230 سم',
    en: "The father's height must be between 150 and 230 cm",
  },
  qMotherWeightRequired: {
    ar: 'يرجى إدخال وزن الأم بالكيلوغرام',
    en: "Please enter the mother's weight in kg",
  },
  qMotherWeightRange: {
    ar: 'يجب أن يكون وزن الأم بين 40 و150 كغ',
    en: "The mother's weight must be between 40 and 150 kg",
  },
  qFatherWeightRequired: {
    ar: 'يرجى إدخال وزن الأب بالكيلوغرام',
    en: "Please enter the father's weight in kg",
  },
  qFatherWeightRange: {
    ar: 'يجب أن يكون وزن الأب بين 50 و200 كغ',
    en: "The father's weight must be between 50 and 200 kg",
  },

  qPreviousPregnanciesRequired: {
    ar: 'يرجى الإجابة: هل سبق أن حدث حمل؟',
    en: 'Please answer whether there have been previous pregnancies',
  },
  qPreviousPregnanciesCountRequired: {
    ar: 'يرجى إدخال عدد مرات الحمل السابقة',
    en: 'Please enter the number of previous pregnancies',
  },
  qPreviousPregnanciesCountRange: {
    ar: 'يجب أن يكون عدد مرات الحمل بين 1 و15',
    en: 'The number of previous pregnancies must be between 1 and 15',
  },
  qPreviousPregnanciesCountNotAllowed: {
    ar: 'لا يُدخل عدد مرات الحمل عند الإجابة بـ«لا»',
    en: 'Leave the number of pregnancies empty when the answer is no',
  },
  qHealthConditionsInvalid: {
    ar: 'يرجى الاختيار من الحالات الصحية المعروضة',
    en: 'Please choose from the health conditions listed',
  },
  qHealthConditionsDuplicate: {
    ar: 'لا يمكن اختيار الحالة نفسها أكثر من مرة',
    en: 'Each condition can be chosen only once',
  },
  qHealthConditionsNoneExclusive: {
    ar: 'لا يمكن الجمع بين «لا شيء مما سبق» وحالات أخرى',
    en: '"None of these" cannot be combined with other conditions',
  },

  qStressLevelRequired: { ar: 'يرجى اختيار مستوى التوتر', en: 'Please choose the stress level' },
  qSleepPatternRequired: { ar: 'يرجى اختيار نمط النوم', en: 'Please choose the sleep pattern' },

  qEnvironmentalFactorsRequired: {
    ar: 'يرجى اختيار خيار واحد على الأقل',
    en: 'Please choose at least one option',
  },
  qEnvironmentalFactorsDuplicate: {
    ar: 'لا يمكن اختيار الخيار نفسه أكثر من مرة',
    en: 'Each option can be chosen only once',
  },
  qEnvironmentalFactorsNoneExclusive: {
    ar: 'لا يمكن الجمع بين «لا شيء» وخيارات أخرى',
    en: '"None" cannot be combined with other options',
  },
} as const satisfies Record<string, Record<Language, string>>;
