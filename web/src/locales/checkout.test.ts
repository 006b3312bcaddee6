import { describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGE_KEYS } from '../features/checkout/utils/provider-message';
import ar from './ar/checkout.json';
import en from './en/checkout.json';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('checkout texts', () => {
  it('have the same keys in Arabic and English', () => {
    expect(leafPaths(ar).sort()).toEqual(leafPaths(en).sort());
  });

  it("show Stripe's exact card messages in English, and Arabic ones in Arabic", () => {
    for (const [message, key] of Object.entries(PROVIDER_MESSAGE_KEYS)) {
      expect(en.providerErrors[key]).toBe(message);
      expect(ar.providerErrors[key]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('keep the fixed English texts word for word', () => {
    expect(en.invalidPlanId).toBe('Invalid plan ID. Please return to the questionnaire.');
    expect(en.preparing).toBe('Preparing checkout');
    expect(en.init.failed).toBe('Failed to initialize payment');
    expect(en.init.networkError).toBe('An error occurred while initializing payment');
    expect(en.returnHome).toBe('Return to Home');
    expect(en.summary.total).toBe('Total');
    expect(en.goBack).toBe('Go Back');
    expect(en.pay).toBe('Pay <price>{{amount}}</price>');
    expect(en.unexpectedError).toBe('An unexpected error occurred');
    expect(en.admin.unlock).toBe('Access Plan (Admin)');
    expect(en.admin.failed).toBe('Failed to unlock plan');
    expect(en.admin.error).toBe('An error occurred while processing your request');
    expect(en.success.title).toBe('Payment Successful');
    expect(en.viewPlan).toBe('View Your Plan');
    expect(en.success.trouble).toBe(
      "We're having trouble confirming your payment. Please contact support if you believe this is an error.",
    );
  });
});
