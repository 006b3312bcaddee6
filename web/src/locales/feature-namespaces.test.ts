import { describe, expect, it } from 'vitest';
import arOffline from './ar/offline.json';
import arPartner from './ar/partner.json';
import arPlan from './ar/plan.json';
import arQuestionnaire from './ar/questionnaire.json';
import enOffline from './en/offline.json';
import enPartner from './en/partner.json';
import enPlan from './en/plan.json';
import enQuestionnaire from './en/questionnaire.json';

/** i18next's plural suffixes: Arabic uses all six CLDR forms, English "one" and "other". */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a namespace by its path, plural forms folded into their base key. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, `${prefix}[]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix.replace(PLURAL_SUFFIX, ''), String(value)]];
}

const leafPaths = (value: unknown) => [...new Set(texts(value).map(([path]) => path))].sort();

/** The placeholders of each key (all its plural forms together). */
function interpolations(value: unknown): Record<string, string[]> {
  const byKey: Record<string, Set<string>> = {};
  for (const [path, text] of texts(value)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    byKey[path] = new Set([...(byKey[path] ?? []), ...names]);
  }
  return Object.fromEntries(Object.entries(byKey).map(([path, names]) => [path, [...names].sort()]));
}

/** The plural forms each pluralised key has, by base key. */
function pluralForms(value: unknown, prefix = ''): Record<string, string[]> {
  const forms: Record<string, string[]> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const full = path ? `${path}.${key}` : key;
      const match = PLURAL_SUFFIX.exec(full);
      if (match && typeof child === 'string') (forms[full.replace(PLURAL_SUFFIX, '')] ??= []).push(match[1]!);
      else walk(child, full);
    }
  };
  walk(value, prefix);
  return forms;
}

describe.each([
  ['questionnaire', arQuestionnaire, enQuestionnaire],
  ['plan', arPlan, enPlan],
  ['offline', arOffline, enOffline],
  ['partner', arPartner, enPartner],
])('the %s namespace', (_name, ar, en) => {
  it('has the same keys in Arabic and English', () => {
    expect(leafPaths(ar)).toEqual(leafPaths(en));
  });

  it('uses the same placeholders in both languages', () => {
    expect(interpolations(ar)).toEqual(interpolations(en));
  });

  it('gives every counted Arabic text all six plural forms (Intl.PluralRules), English one and other', () => {
    const arabic = pluralForms(ar);
    const english = pluralForms(en);
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    for (const forms of Object.values(arabic)) {
      expect([...forms].sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    }
    for (const forms of Object.values(english)) expect([...forms].sort()).toEqual(['one', 'other']);
    // A count followed by its noun must be one of those forms: never «2 أيام» or «1 مواعيد».
    for (const [path, text] of texts(ar)) {
      if (/\{\{count\}\} [\u0600-\u06FF]/.test(text)) expect(Object.keys(arabic)).toContain(path);
    }
  });
});

describe('fixed texts of the questionnaire', () => {
  it('are exact in Arabic', () => {
    expect(arQuestionnaire.options.gender).toEqual({ boy: 'ولد', girl: 'بنت' });
    expect(arQuestionnaire.nav.submit).toBe('إنشاء الخطة');
    expect(arQuestionnaire.loginRequired).toBe('يرجى تسجيل الدخول');
    expect(arQuestionnaire.submitError.alert).toBe(
      'حدث خطأ أثناء إنشاء خطتك. يرجى المحاولة مرة أخرى أو الاتصال بالدعم إذا استمرت المشكلة.',
    );
    expect(arQuestionnaire.submitError.toastTitle).toBe('خطأ');
    expect(arQuestionnaire.submitError.toastDescription).toBe(
      'لم نتمكن من إنشاء خطتك. يرجى المحاولة مرة أخرى.',
    );
  });

  it('are exact in English', () => {
    expect(enQuestionnaire.progress.question).toBe('question {{step}} of {{total}}');
    expect(enQuestionnaire.progress.completed).toBe('completed {{percent}}%');
    expect(enQuestionnaire.nav.submit).toBe('create the plan');
    expect(enQuestionnaire.generating.title).toBe('generating your personal plan');
    expect(enQuestionnaire.options.bloodType).toEqual({
      placeholder: 'Select blood type',
      unknown: "I don't know",
    });
  });
});

describe('fixed texts of the plan screens', () => {
  it('are exact in English', () => {
    expect(enPlan.errors.loadFailed).toBe('Failed to load plan data. Please try again later.');
    expect(enPlan.errors.noData).toBe(
      'No plan data found. Please complete the questionnaire to generate a plan.',
    );
    expect(enPlan.unlockCard.button).toBe('Complete Payment ({{price}})');
    expect(enPlan.reports.printReady).toBe('Your plan is ready for printing or saving as PDF');
    expect(enPlan.reports.printFailed).toBe('Download Failed');
  });

  it('take prices from the price constant, never from the text', () => {
    for (const locale of [arPlan, enPlan, arQuestionnaire, enQuestionnaire]) {
      expect(JSON.stringify(locale)).not.toMatch(/\$\d/);
    }
  });
});
