import { describe, expect, it } from 'vitest';
import { providerMessageKey } from './provider-message';

describe('provider messages', () => {
  it("know Stripe's card messages and leave unknown ones alone", () => {
    expect(providerMessageKey('Your card was declined.')).toBe('cardDeclined');
    expect(providerMessageKey('Your card has insufficient funds.')).toBe('insufficientFunds');
    expect(providerMessageKey('Something else')).toBeNull();
    expect(providerMessageKey('toString')).toBeNull();
  });
});
