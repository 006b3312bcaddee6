/**
 * Stripe's card messages, as the local stand-in returns them (Stripe's own English texts). Each maps to a
 * key of `providerErrors` in the checkout texts, whose English is the same text, so the Arabic interface
 * shows them in Arabic, as Stripe Elements does with its `ar` locale. Unknown messages are shown as they are.
 */
export const PROVIDER_MESSAGE_KEYS = {
  'Your card was declined.': 'cardDeclined',
  'Your card has insufficient funds.': 'insufficientFunds',
  'Your card number is incorrect.': 'incorrectNumber',
  "Your card's expiration month is invalid.": 'invalidExpiryMonth',
  "Your card's expiration year is invalid.": 'invalidExpiryYear',
  "Your card's security code is invalid.": 'invalidCvc',
  'Your card was declined. Your request was in test mode, but used a non test card.': 'liveCardInTestMode',
} as const;

export type ProviderMessageKey = (typeof PROVIDER_MESSAGE_KEYS)[keyof typeof PROVIDER_MESSAGE_KEYS];

export function providerMessageKey(message: string): ProviderMessageKey | null {
  return Object.hasOwn(PROVIDER_MESSAGE_KEYS, message)
    ? PROVIDER_MESSAGE_KEYS[message as keyof typeof PROVIDER_MESSAGE_KEYS]
    : null;
}
