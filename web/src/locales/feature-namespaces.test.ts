import { describe, expect, it } from 'vitest';
import arOffline from './ar/offline.json';
import arPartner from './ar/partner.json';
import arPlan from './ar/plan.json';
import arQuestionnaire from './ar/questionnaire.json';
import enOffline from './en/offline.json';
import enPartner from './en/partner.json';
import enPlan from './en/plan.json';
import enQuestionnaire from './en/questionnaire.json';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function interpolations(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!).sort();
}

describe.each([
  ['questionnaire', arQuestionnaire, enQuestionnaire],
  ['plan', arPlan, enPlan],
  ['offline', arOffline, enOffline],
  ['partner', arPartner, enPartner],
])('the %s namespace', (_name, ar, en) => {
  it('has the same keys in Arabic and English', () => {
    expect(leafPaths(ar).sort()).toEqual(leafPaths(en).sort());
  });

  it('uses the same placeholders in both languages', () => {
    expect(interpolations(ar)).toEqual(interpolations(en));
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
