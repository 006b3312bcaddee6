import { testCardSchema, validate } from '@nasl/core';
import type * as v from 'valibot';

/** What the local test-mode form holds, as typed. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '' };

const cardSchema = testCardSchema.entries.card;

/** The card as the API takes it (the shared schema's `card`). */
export type TestCard = v.InferOutput<typeof cardSchema>;

const MAX_CARD_DIGITS = 19;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return (
    digitsOf(value)
      .slice(0, MAX_CARD_DIGITS)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** "1234" → "12/34"; the slash appears with the first digit of the year, so deleting never gets stuck. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** "MM/YY" (or "MM/YYYY") into Stripe's `exp_month` and `exp_year`; empty strings when it is not that. */
export function parseExpiry(expiry: string): { exp_month: string; exp_year: string } {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry.replace(/\s+/g, ''));
  return match ? { exp_month: match[1]!, exp_year: match[2]! } : { exp_month: '', exp_year: '' };
}

export function toCard(values: CardFormValues): Record<keyof TestCard, string> {
  return { number: values.number, ...parseExpiry(values.expiry), cvc: values.cvc };
}

const FIELD_OF_CARD_KEY: Record<string, keyof CardFormValues> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
};

export type CardValidation =
  { ok: true; card: TestCard } | { ok: false; errors: Partial<Record<keyof CardFormValues, string>> };

/** Checks the form with the shared schema; errors are message keys of core `messages`, per form field. */
export function validateCard(values: CardFormValues): CardValidation {
  const result = validate(cardSchema, toCard(values));
  if (result.ok) return { ok: true, card: result.data };
  const errors: Partial<Record<keyof CardFormValues, string>> = {};
  for (const issue of result.issues) {
    const field = FIELD_OF_CARD_KEY[issue.field] ?? 'number';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
