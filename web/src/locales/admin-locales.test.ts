import { describe, expect, it } from 'vitest';
import ar from './ar/admin.json';
import en from './en/admin.json';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, String(value)]];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('admin locales', () => {
  it('have the same keys and the same {{variables}} in Arabic and English', () => {
    const arabic = new Map(leaves(ar));
    const english = leaves(en);
    expect([...arabic.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) expect(variables(arabic.get(key)!), key).toEqual(variables(text));
  });

  it('keep the fixed English texts word for word', () => {
    expect(en.title).toBe('Business Intelligence Dashboard');
    expect(Object.values(en.overview.cards).map((card) => card.title)).toEqual([
      'Total Visitors',
      'Engaged Leads',
      'Qualified Prospects',
      'Paying Customers',
    ]);
    expect(Object.values(en.overview.funnel.steps)).toEqual([
      'Visitor Registration',
      'Questionnaire Completion',
      'Plan Generation',
      'Payment Completion',
    ]);
    expect(en.overview.revenue.title).toBe('Revenue Summary');
    expect(en.overview.gender.title).toBe('Gender Preferences');
    expect(en.users.actions).toMatchObject({
      details: 'Details',
      makeAdmin: 'Make Admin',
      removeAdmin: 'Remove Admin',
      delete: 'Delete',
      cannotDeleteSelf: 'Cannot Delete Self',
    });
    expect(en.users.toggle).toEqual({
      success: 'User admin status updated successfully',
      failedTitle: 'Error',
      failed: 'Failed to update user admin status',
    });
    expect(en.users.delete).toMatchObject({
      success: 'User deleted successfully',
      failedTitle: 'Error',
      failed: 'Failed to delete user',
    });
    expect(en.questionnaires.guest).toBe('Guest');
    expect(en.payments.cards.total.title).toBe('Total Revenue');
    expect(en.payments.cards.provider.status).toBe('Connected');
    expect(en.payments.cards.pending.title).toBe('Pending Payments');
    expect(en.payments.history.title).toBe('Payment History');
    expect(en.payments.history.unknown).toBe('Unknown');
  });
});
