import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_STEPS } from './constants.ts';
import { isMessageKey, messages } from './messages.ts';
import {
  HEALTH_CONDITIONS,
  isQuestionnaireField,
  QUESTIONNAIRE_DEFAULTS,
  QUESTIONNAIRE_STEPS_FIELDS,
  type QuestionnaireField,
  questionnaireDefaults,
  questionnaireSchema,
} from './questionnaire.ts';
import { questionnaireMessages } from './questionnaire-messages.ts';
import { validate } from './validation.ts';

const TODAY = '2026-03-15';
const schema = questionnaireSchema(TODAY);
const valid = () => questionnaireDefaults(TODAY);

function issuesFor(input: unknown) {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues;
}

function expectIssue(input: unknown, field: string, message: string) {
  expect(issuesFor(input)).toContainEqual({ field, message });
}

function without(field: QuestionnaireField): Record<string, unknown> {
  return Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
}

describe('defaults', () => {
  it('are the documented defaults and pass, with today as the last period', () => {
    const result = validate(schema, valid());
    expect(result).toEqual({ ok: true, data: { ...QUESTIONNAIRE_DEFAULTS, lastPeriodDate: TODAY } });
    expect(QUESTIONNAIRE_DEFAULTS).toMatchObject({
      gender: 'boy',
      cycleLength: 28,
      motherBloodType: 'A+',
      fatherBloodType: 'O+',
      motherDiet: 'omnivore',
      motherActivity: 'moderate',
      motherAge: 30,
      fatherAge: 32,
      motherHeight: 165,
      fatherHeight: 178,
      motherWeight: 65,
      fatherWeight: 80,
      previousPregnancies: 'no',
      previousPregnanciesCount: null,
      stressLevel: 'moderate',
      sleepPattern: 'good',
      environmentalFactors: ['none'],
    });
  });

  it('hands out a fresh factors array each time', () => {
    const first = valid();
    first.environmentalFactors.push('smoking');
    expect(valid().environmentalFactors).toEqual(['none']);
  });
});

const NUMERIC_FIELDS = [
  { field: 'cycleLength', min: 21, max: 35, required: 'qCycleLengthRequired', range: 'qCycleLengthRange' },
  { field: 'motherAge', min: 18, max: 90, required: 'qMotherAgeRequired', range: 'qMotherAgeRange' },
  { field: 'fatherAge', min: 18, max: 90, required: 'qFatherAgeRequired', range: 'qFatherAgeRange' },
  {
    field: 'motherHeight',
    min: 140,
    max: 220,
    required: 'qMotherHeightRequired',
    range: 'qMotherHeightRange',
  },
  {
    field: 'fatherHeight',
    min: 150,
    max: 230,
    required: 'qFatherHeightRequired',
    range: 'qFatherHeightRange',
  },
  {
    field: 'motherWeight',
    min: 40,
    max: 150,
    required: 'qMotherWeightRequired',
    range: 'qMotherWeightRange',
  },
  {
    field: 'fatherWeight',
    min: 50,
    max: 200,
    required: 'qFatherWeightRequired',
    range: 'qFatherWeightRange',
  },
] as const;

describe.each(NUMERIC_FIELDS)('$field', ({ field, min, max, required, range }) => {
  it.each([min, max])('accepts the bound %i', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([]);
  });

  it.each([min - 1, max + 1, -min, 0])('rejects %i as out of range', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([{ field, message: range }]);
  });

  it('rejects a fraction', () => {
    expect(issuesFor({ ...valid(), [field]: min + 0.5 })).toEqual([{ field, message: 'qWholeNumber' }]);
  });

  it.each([String(min), NaN, null, true, [min], {}])('rejects the wrong type %j', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([{ field, message: required }]);
  });

  it.each([Infinity, -Infinity])('rejects %d', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([{ field, message: 'qWholeNumber' }]);
  });

  it('rejects a missing value', () => {
    expect(issuesFor(without(field))).toEqual([{ field, message: required }]);
    expect(issuesFor({ ...valid(), [field]: undefined })).toEqual([{ field, message: required }]);
  });
});

const CHOICE_FIELDS = [
  { field: 'gender', good: ['boy', 'girl'], required: 'qGenderRequired' },
  {
    field: 'motherBloodType',
    good: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'],
    required: 'qMotherBloodTypeRequired',
  },
  {
    field: 'fatherBloodType',
    good: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'],
    required: 'qFatherBloodTypeRequired',
  },
  {
    field: 'motherDiet',
    good: ['omnivore', 'vegetarian', 'vegan', 'keto', 'paleo', 'other'],
    required: 'qMotherDietRequired',
  },
  {
    field: 'motherActivity',
    good: ['sedentary', 'light', 'moderate', 'active', 'athlete'],
    required: 'qMotherActivityRequired',
  },
  { field: 'stressLevel', good: ['low', 'moderate', 'high', 'very-high'], required: 'qStressLevelRequired' },
  { field: 'sleepPattern', good: ['poor', 'fair', 'good', 'excellent'], required: 'qSleepPatternRequired' },
  { field: 'previousPregnancies', good: ['no'], required: 'qPreviousPregnanciesRequired' },
] as const;

describe.each(CHOICE_FIELDS)('$field', ({ field, good, required }) => {
  it.each(good)('accepts %s', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([]);
  });

  it.each(['', 'BOY', 'Boy ', 'maybe', 1, null, ['boy']])('rejects %j', (value) => {
    expect(issuesFor({ ...valid(), [field]: value })).toEqual([{ field, message: required }]);
  });

  it('rejects a missing value', () => {
    expect(issuesFor(without(field))).toEqual([{ field, message: required }]);
  });
});

it('uses the exact Arabic message for the desired sex', () => {
  expect(messages.qGenderRequired.ar).toBe('يرجى اختيار الجنس المرغوب');
  expectIssue(without('gender'), 'gender', 'qGenderRequired');
});

describe('previousPregnancies and previousPregnanciesCount', () => {
  const yes = (count: unknown) => ({
    ...valid(),
    previousPregnancies: 'yes',
    previousPregnanciesCount: count,
  });

  it.each([1, 2, 15])('accepts yes with %i', (count) => {
    const result = validate(schema, yes(count));
    expect(result.ok && result.data.previousPregnanciesCount).toBe(count);
  });

  it.each([null, undefined])('requires a count when yes (%j)', (count) => {
    expect(issuesFor(yes(count))).toEqual([
      { field: 'previousPregnanciesCount', message: 'qPreviousPregnanciesCountRequired' },
    ]);
  });

  it('requires a count when yes and the key is absent', () => {
    const answers: Record<string, unknown> = { ...valid(), previousPregnancies: 'yes' };
    delete answers.previousPregnanciesCount;
    expect(issuesFor(answers)).toEqual([
      { field: 'previousPregnanciesCount', message: 'qPreviousPregnanciesCountRequired' },
    ]);
  });

  it.each([0, 16, -1])('rejects the count %i', (count) => {
    expect(issuesFor(yes(count))).toEqual([
      { field: 'previousPregnanciesCount', message: 'qPreviousPregnanciesCountRange' },
    ]);
  });

  it.each([
    [2.5, 'qWholeNumber'],
    ['2', 'qPreviousPregnanciesCountRequired'],
    [NaN, 'qPreviousPregnanciesCountRequired'],
  ])('rejects the count %j', (count, message) => {
    expect(issuesFor(yes(count))).toEqual([{ field: 'previousPregnanciesCount', message }]);
  });

  it.each([1, 3])('rejects a count (%i) when no', (count) => {
    expect(issuesFor({ ...valid(), previousPregnancies: 'no', previousPregnanciesCount: count })).toEqual([
      { field: 'previousPregnanciesCount', message: 'qPreviousPregnanciesCountNotAllowed' },
    ]);
  });

  it('stores null when no and the count is absent or null', () => {
    const answers: Record<string, unknown> = { ...valid() };
    delete answers.previousPregnanciesCount;
    for (const input of [answers, { ...valid(), previousPregnanciesCount: null }]) {
      const result = validate(schema, input);
      expect(result.ok && result.data.previousPregnanciesCount).toBeNull();
    }
  });
});

describe('environmentalFactors', () => {
  const factors = (value: unknown) => ({ ...valid(), environmentalFactors: value });

  it.each([
    [['none']],
    [['smoking']],
    [['smoking', 'alcohol', 'pollution', 'chemicals', 'radiation']],
    [['radiation', 'smoking']],
  ])('accepts %j', (value) => {
    expect(issuesFor(factors(value))).toEqual([]);
  });

  it('requires at least one, with the exact Arabic message', () => {
    expect(issuesFor(factors([]))).toEqual([
      { field: 'environmentalFactors', message: 'qEnvironmentalFactorsRequired' },
    ]);
    expect(messages.qEnvironmentalFactorsRequired.ar).toBe('يرجى اختيار خيار واحد على الأقل');
    expectIssue(without('environmentalFactors'), 'environmentalFactors', 'qEnvironmentalFactorsRequired');
  });

  it.each([[['none', 'smoking']], [['alcohol', 'none']], [['none', 'none']]])(
    "does not combine 'none' with anything (%j)",
    (value) => {
      const messagesFound = issuesFor(factors(value)).map((issue) => issue.message);
      expect(messagesFound).toHaveLength(1);
      expect(['qEnvironmentalFactorsNoneExclusive', 'qEnvironmentalFactorsDuplicate']).toContain(
        messagesFound[0],
      );
    },
  );

  it("reports 'none' with another option as not combinable", () => {
    expect(issuesFor(factors(['none', 'smoking']))).toEqual([
      { field: 'environmentalFactors', message: 'qEnvironmentalFactorsNoneExclusive' },
    ]);
  });

  it('rejects duplicates', () => {
    expect(issuesFor(factors(['smoking', 'smoking']))).toEqual([
      { field: 'environmentalFactors', message: 'qEnvironmentalFactorsDuplicate' },
    ]);
  });

  it.each(['none', 'smoking', null, {}])('rejects the non-array %j', (value) => {
    expect(issuesFor(factors(value))).toEqual([
      { field: 'environmentalFactors', message: 'qEnvironmentalFactorsRequired' },
    ]);
  });

  it('rejects an unknown option', () => {
    expect(issuesFor(factors(['smoking', 'noise']))).toEqual([
      { field: 'environmentalFactors.1', message: 'qEnvironmentalFactorsRequired' },
    ]);
  });
});

describe('healthConditions (optional)', () => {
  const conditions = (value: unknown) => ({ ...valid(), healthConditions: value });

  it('may be left out: the answer then reads as not asked', () => {
    const result = validate(schema, valid());
    expect(result.ok && 'healthConditions' in result.data).toBe(false);
    expect(issuesFor({ ...valid(), healthConditions: undefined })).toEqual([]);
  });

  it.each([[['none']], [['diabetes']], [HEALTH_CONDITIONS.filter((condition) => condition !== 'none')]])(
    'accepts %j and keeps it',
    (value) => {
      const result = validate(schema, conditions(value));
      expect(result.ok && result.data.healthConditions).toEqual(value);
    },
  );

  it.each([
    [['none', 'diabetes'], 'qHealthConditionsNoneExclusive'],
    [['thyroid', 'none'], 'qHealthConditionsNoneExclusive'],
    [['pcos', 'pcos'], 'qHealthConditionsDuplicate'],
    [[], 'qHealthConditionsInvalid'],
  ])('refuses %j with %s', (value, message) => {
    expect(issuesFor(conditions(value))).toEqual([{ field: 'healthConditions', message }]);
  });

  it.each([[['cancer']], [['diabetes', 'DIABETES']], [[1]], ['diabetes'], [null], [{}]])(
    'refuses an unknown value or a non-list (%j)',
    (value) => {
      const found = issuesFor(conditions(value));
      expect(found).toHaveLength(1);
      expect(found[0]?.message).toBe('qHealthConditionsInvalid');
      expect(found[0]?.field.startsWith('healthConditions')).toBe(true);
    },
  );

  it('has its messages in both languages', () => {
    for (const key of [
      'qHealthConditionsInvalid',
      'qHealthConditionsDuplicate',
      'qHealthConditionsNoneExclusive',
    ] as const) {
      expect(messages[key].ar).toMatch(/[\u0600-\u06FF]/);
      expect(messages[key].en).not.toBe('');
    }
  });
});

describe('lastPeriodDate (today = 2026-03-15)', () => {
  const lastPeriod = (value: unknown) => ({ ...valid(), lastPeriodDate: value });

  it.each(['2026-03-15', '2026-03-16', '2026-03-14', '2026-01-01', '2025-03-15'])('accepts %s', (date) => {
    expect(issuesFor(lastPeriod(date))).toEqual([]);
  });

  it.each(['2026-03-17', '2026-04-01', '2027-03-15'])('rejects %s, after tomorrow', (date) => {
    expect(issuesFor(lastPeriod(date))).toEqual([
      { field: 'lastPeriodDate', message: 'qLastPeriodDateInFuture' },
    ]);
  });

  it.each(['2025-03-14', '2020-01-01'])('rejects %s, more than a year ago', (date) => {
    expect(issuesFor(lastPeriod(date))).toEqual([
      { field: 'lastPeriodDate', message: 'qLastPeriodDateTooOld' },
    ]);
  });

  it.each([
    '2025-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-3-1',
    '15/03/2026',
    '2026-03-15T00:00:00Z',
    'today',
  ])('rejects the invalid date %j', (date) => {
    expect(issuesFor(lastPeriod(date))).toEqual([
      { field: 'lastPeriodDate', message: 'qLastPeriodDateInvalid' },
    ]);
  });

  it.each(['', null, 20260315, undefined])('requires a date (%j)', (date) => {
    expect(issuesFor(lastPeriod(date))).toEqual([
      { field: 'lastPeriodDate', message: 'qLastPeriodDateRequired' },
    ]);
  });

  it('follows the injected today across a leap day', () => {
    const leapSchema = questionnaireSchema('2028-02-28');
    expect(validate(leapSchema, { ...valid(), lastPeriodDate: '2028-02-29' }).ok).toBe(true);
    expect(validate(leapSchema, { ...valid(), lastPeriodDate: '2028-03-01' }).ok).toBe(false);
  });

  it('refuses a malformed today', () => {
    expect(() => questionnaireSchema('2026-02-30')).toThrow(RangeError);
  });
});

describe('the whole body', () => {
  it.each([null, 'answers', 42, undefined])('rejects the non-object %j', (body) => {
    expect(issuesFor(body)).toEqual([{ field: '', message: 'invalidBody' }]);
  });

  it('rejects an array body field by field', () => {
    expect(issuesFor([])).toContainEqual({ field: 'gender', message: 'qGenderRequired' });
  });

  it('reports every missing field with its own required message', () => {
    const issues = issuesFor({});
    expect(issues.map((issue) => issue.field).sort()).toEqual(
      [
        'gender',
        'cycleLength',
        'motherBloodType',
        'fatherBloodType',
        'motherDiet',
        'motherActivity',
        'motherAge',
        'fatherAge',
        'lastPeriodDate',
        'motherHeight',
        'fatherHeight',
        'motherWeight',
        'fatherWeight',
        'previousPregnancies',
        'stressLevel',
        'sleepPattern',
        'environmentalFactors',
      ].sort(),
    );
    for (const issue of issues) expect(issue.message).toMatch(/^q\w+Required$/);
  });

  it('drops unknown keys', () => {
    const result = validate(schema, { ...valid(), isPaid: true, __proto__x: 1 });
    if (!result.ok) throw new Error('a valid answer with unknown keys was refused');
    expect(Object.keys(result.data)).not.toContain('isPaid');
    expect(Object.keys(result.data)).not.toContain('__proto__x');
  });

  it('only ever answers with message keys', () => {
    const bad = {
      gender: 'x',
      cycleLength: 1.5,
      motherBloodType: 'Z',
      motherAge: 'x',
      lastPeriodDate: '2025-02-30',
      previousPregnancies: 'yes',
      environmentalFactors: ['none', 'none'],
    };
    for (const issue of issuesFor(bad)) expect(isMessageKey(issue.message)).toBe(true);
  });
});

describe('messages', () => {
  it('are prefixed, distinct from the other keys, and written in both languages', () => {
    for (const [key, text] of Object.entries(questionnaireMessages)) {
      expect(key).toMatch(/^q[A-Z]/);
      expect(text.ar.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
      expect(text.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('include the cycle length range in the exact words', () => {
    expect(messages.qCycleLengthRange.ar).toBe('يجب أن يكون طول الدورة بين 21 و35 يومًا');
  });
});

describe('QUESTIONNAIRE_STEPS_FIELDS', () => {
  const steps = Object.entries(QUESTIONNAIRE_STEPS_FIELDS);

  it('has one entry per step, 1 to 17', () => {
    expect(steps.map(([step]) => Number(step))).toEqual(
      Array.from({ length: QUESTIONNAIRE_STEPS }, (_, index) => index + 1),
    );
  });

  it('places every field exactly once', () => {
    const fields = steps.flatMap(([, stepFields]) => stepFields);
    expect(new Set(fields).size).toBe(fields.length);
    // Every answer the defaults hold, and the optional health answer they leave out (omitted: not asked).
    expect([...fields].sort()).toEqual([...Object.keys(valid()), 'healthConditions'].sort());
    for (const field of fields) expect(isQuestionnaireField(field)).toBe(true);
  });

  it('asks for previous pregnancies, their count and her health on one step (still 17 steps)', () => {
    const step = steps.find(([, stepFields]) =>
      (stepFields as readonly string[]).includes('previousPregnancies'),
    );
    expect(step?.[1]).toEqual(['previousPregnancies', 'previousPregnanciesCount', 'healthConditions']);
    expect(steps).toHaveLength(17);
  });

  it('lets a wizard validate one step at a time', () => {
    const step5 = QUESTIONNAIRE_STEPS_FIELDS[5] as readonly string[];
    const stepIssues = issuesFor({ ...valid(), cycleLength: 40, motherAge: 10 }).filter((issue) =>
      step5.includes(issue.field),
    );
    expect(stepIssues).toEqual([{ field: 'cycleLength', message: 'qCycleLengthRange' }]);
  });
});
