import { deriveJourney, type AdminUserRecord, type JourneyStage } from '@nasl/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  customerName,
  desiredGender,
  JOURNEY_STAGES,
  paymentStatusKey,
  paymentStatusTone,
  revenueCell,
  stageTextKeys,
} from './journey';

// Read as files: the feature's own texts, without importing across the feature boundary.
const readLocale = (language: 'ar' | 'en') =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/admin.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const ar = readLocale('ar');
const en = readLocale('en');

function lookup(bundle: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

const journey = (input: Parameters<typeof deriveJourney>[0]) => deriveJourney(input);

describe('stage names and hints', () => {
  const expected: Record<JourneyStage, [string, string]> = {
    1: ['Registered Only', 'Needs to complete questionnaire'],
    2: ['Completed Questionnaire', 'Ready to generate plan'],
    3: ['Plan Generated (Unpaid)', 'Plan ready, needs payment'],
    4: ['Paid Customer', 'Active paying customer'],
  };

  it.each(JOURNEY_STAGES)('stage %i reads word for word in English and has an Arabic text', (stage) => {
    const keys = stageTextKeys(stage);
    expect([lookup(en, keys.name), lookup(en, keys.hint)]).toEqual(expected[stage]);
    expect(lookup(ar, keys.name)).toMatch(/\p{Script=Arabic}/u);
    expect(lookup(ar, keys.hint)).toMatch(/\p{Script=Arabic}/u);
  });

  it('follows the derived stage of each journey', () => {
    const stageOf = (input: Parameters<typeof deriveJourney>[0]) =>
      lookup(en, stageTextKeys(journey(input).stage).name);
    expect(stageOf({ hasQuestionnaire: false, latestPlan: null, hasPaidBefore: false })).toBe(
      'Registered Only',
    );
    expect(stageOf({ hasQuestionnaire: true, latestPlan: null, hasPaidBefore: false })).toBe(
      'Completed Questionnaire',
    );
    expect(stageOf({ hasQuestionnaire: true, latestPlan: { isPaid: false }, hasPaidBefore: false })).toBe(
      'Plan Generated (Unpaid)',
    );
    expect(stageOf({ hasQuestionnaire: true, latestPlan: { isPaid: true }, hasPaidBefore: false })).toBe(
      'Paid Customer',
    );
  });
});

describe('payment status label', () => {
  it('is Paid, Pending Payment or No plan yet', () => {
    expect(lookup(en, paymentStatusKey('paid'))).toBe('Paid');
    expect(lookup(en, paymentStatusKey('pending'))).toBe('Pending Payment');
    expect(lookup(en, paymentStatusKey('none'))).toBe('No plan yet');
    for (const status of ['paid', 'pending', 'none'] as const) {
      expect(lookup(ar, paymentStatusKey(status))).toMatch(/\p{Script=Arabic}/u);
    }
  });

  it('is green when paid, amber while pending, neutral without a plan', () => {
    expect(paymentStatusTone('paid')).toBe('success');
    expect(paymentStatusTone('pending')).toBe('warning');
    expect(paymentStatusTone('none')).toBe('default');
  });
});

describe('revenue cell', () => {
  it('is $1.00 when paid', () => {
    expect(
      revenueCell(journey({ hasQuestionnaire: true, latestPlan: { isPaid: true }, hasPaidBefore: false })),
    ).toEqual({ amount: '$1.00', potential: null });
  });

  it('is $0 with "Potential $99" when an unpaid plan exists', () => {
    const cell = revenueCell(
      journey({ hasQuestionnaire: true, latestPlan: { isPaid: false }, hasPaidBefore: false }),
    );
    expect(cell).toEqual({ amount: '$0', potential: '$99' });
    expect(`${String(lookup(en, 'users.potential'))} ${cell.potential}`).toBe('Potential $99');
  });

  it('is $0 otherwise', () => {
    expect(revenueCell(journey({ hasQuestionnaire: false, latestPlan: null, hasPaidBefore: false }))).toEqual(
      {
        amount: '$0',
        potential: null,
      },
    );
    expect(revenueCell(journey({ hasQuestionnaire: true, latestPlan: null, hasPaidBefore: false }))).toEqual({
      amount: '$0',
      potential: null,
    });
  });

  it('stays $1.00 for someone who paid before and has a newer unpaid plan', () => {
    expect(
      revenueCell(journey({ hasQuestionnaire: true, latestPlan: { isPaid: false }, hasPaidBefore: true })),
    ).toEqual({ amount: '$1.00', potential: null });
  });
});

describe('customer and gender columns', () => {
  const base = { questionnaire: null, plan: null } as Pick<AdminUserRecord, 'questionnaire' | 'plan'>;

  it('shows "Unknown" (null) for a blank name', () => {
    expect(customerName({ name: '  ' })).toBeNull();
    expect(customerName({ name: 'Sara Ahmed' })).toBe('Sara Ahmed');
    expect(lookup(en, 'users.unknown')).toBe('Unknown');
  });

  it('takes the desired sex from the questionnaire, else the plan, else "Not specified"', () => {
    expect(desiredGender(base)).toBeNull();
    expect(lookup(en, 'users.notSpecified')).toBe('Not specified');
    const plan = { gender: 'girl' } as AdminUserRecord['plan'];
    const questionnaire = { gender: 'boy' } as AdminUserRecord['questionnaire'];
    expect(desiredGender({ questionnaire: null, plan })).toBe('girl');
    expect(desiredGender({ questionnaire, plan })).toBe('boy');
  });
});
