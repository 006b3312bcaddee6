import * as v from 'valibot';
import type { MessageKey } from './messages.ts';

/**
 * The privacy policy's version: the day it took effect. A consent records the version it was given to, so a
 * later policy can tell who agreed to what. Change it with every change of what the policy says.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-28';

/**
 * Explicit consent to process health data (her cycle, pregnancies, health answers): special-category data
 * under the GDPR (Art. 9) and sensitive data under the Saudi PDPL. A ticked box of its own, never implied
 * by accepting the terms.
 */
export const healthDataConsentField = v.literal(true, 'healthDataConsentRequired' satisfies MessageKey);

/** A consent as the server records it: when it was given, and to which version of the policy. */
export const consentRecordSchema = v.object({
  givenAt: v.pipe(v.string(), v.isoTimestamp()),
  policyVersion: v.string(),
});
export type ConsentRecord = v.InferOutput<typeof consentRecordSchema>;
