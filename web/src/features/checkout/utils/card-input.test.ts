import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry, parseExpiry, validateCard } from './card-input';

describe('card input', () => {
  it('groups the card number in fours, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('writes the expiry as MM/YY as it is typed, and lets it be deleted', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12345')).toBe('12/34');
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps three or four CVC digits', () => {
    expect(formatCvc('12a34')).toBe('1234');
    expect(formatCvc('123456')).toBe('1234');
  });

  it("splits the expiry into Stripe's month and year", () => {
    expect(parseExpiry('12/34')).toEqual({ exp_month: '12', exp_year: '34' });
    expect(parseExpiry('1 / 2034')).toEqual({ exp_month: '1', exp_year: '2034' });
    expect(parseExpiry('1234')).toEqual({ exp_month: '', exp_year: '' });
    expect(parseExpiry('12/3')).toEqual({ exp_month: '', exp_year: '' });
  });

  it('validates with the shared schema and reports its message keys per field', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' })).toEqual({
      ok: true,
      card: { number: '4242424242424242', exp_month: '12', exp_year: '34', cvc: '123' },
    });
    expect(validateCard({ number: '4242', expiry: '12', cvc: '1' })).toEqual({
      ok: false,
      errors: { number: 'cardInvalid', expiry: 'cardInvalid', cvc: 'cardInvalid' },
    });
  });
});
