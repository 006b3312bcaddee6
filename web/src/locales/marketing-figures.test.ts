import { describe, expect, it } from 'vitest';
import { marketingFigures } from '../config/marketing-figures';
import ar from './ar.json';
import arAdmin from './ar/admin.json';
import arCheckout from './ar/checkout.json';
import arOffline from './ar/offline.json';
import arPlan from './ar/plan.json';
import arPublic from './ar/public.json';
import arQuestionnaire from './ar/questionnaire.json';
import en from './en.json';
import enAdmin from './en/admin.json';
import enCheckout from './en/checkout.json';
import enOffline from './en/offline.json';
import enPlan from './en/plan.json';
import enPublic from './en/public.json';
import enQuestionnaire from './en/questionnaire.json';

const allTexts = JSON.stringify([
  ar,
  arAdmin,
  arCheckout,
  arOffline,
  arPlan,
  arPublic,
  arQuestionnaire,
  en,
  enAdmin,
  enCheckout,
  enOffline,
  enPlan,
  enPublic,
  enQuestionnaire,
]);

/** Every figure of the module, as a flat list of strings. */
function figuresOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(figuresOf);
}

/** i18next's `{{name}}` replacement, enough to read the texts as they are shown. */
function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}

describe('marketing figures', () => {
  it('are typed in no text: the texts take them from config/marketing-figures.ts', () => {
    // "100%" is also the money-back guarantee, a term of sale that the texts state in words.
    const figures = figuresOf(marketingFigures).filter((figure) => figure !== '100%');
    for (const figure of figures) expect(allTexts).not.toContain(figure);
  });

  it('read as before in the plan preview, the footer and the terms', () => {
    const figures = { ...marketingFigures.blocks, successRateAbove: marketingFigures.successRateAbove };
    expect(interpolate(enPlan.preview.stats.couples, figures)).toBe('1,000+ couples');
    expect(interpolate(arPlan.preview.stats.couples, figures)).toBe('أكثر من 1,000 زوج وزوجة');
    expect(interpolate(enPlan.preview.stats.satisfaction, figures)).toBe('85% satisfaction');
    expect(interpolate(enPlan.preview.stats.plans, figures)).toBe('1,247 plans created');
    expect(interpolate(en.footer.copyright, figures)).toContain('Our success rate exceeds 90%');
    expect(interpolate(ar.footer.copyright, figures)).toContain('تتجاوز نسبة النجاح 90%');
    expect(interpolate(JSON.stringify(ar.terms), figures)).toContain(
      'لخططنا 90%، إلا أن هذه النسبة غير مضمونة',
    );
    expect(interpolate(JSON.stringify(en.terms), figures)).toContain('of our plans exceeds 90%');
  });
});
