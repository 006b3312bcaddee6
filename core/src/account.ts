import * as v from 'valibot';
import { ADMIN_AUDIT_ACTIONS } from './admin.ts';
import { guaranteeClaimSchema } from './guarantee.ts';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  passwordField,
  unfinishedAccountProfileSchema,
} from './auth.ts';
import { civilDateSchema } from './civil-date.ts';
import type { MessageKey } from './messages.ts';
import { planDetailsSchema } from './plan.ts';
import { consentRecordSchema } from './privacy.ts';
import { questionnaireDraftResponseSchema } from './questionnaire-draft.ts';
import { recordedAnswersSchema } from './questionnaire.ts';
import { successMessageSchema } from './responses.ts';
import { userSchema } from './user.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * A person's hold on their account: recovery through Firebase Auth's own e-mails, re-authentication,
 * sessions, and their own data. Shared by the forms (web) and the API (functions).
 */
const message = (key: MessageKey) => key;

/**
 * The one-time code of a Firebase Auth e-mail link (`oobCode`): URL-safe characters. Anything else cannot be
 * a code, and is refused like an unknown one.
 */
export const actionCodeField = v.pipe(
  v.string(message('actionCodeInvalid')),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{1,512}$/, message('actionCodeInvalid')),
);

/** POST /api/auth/password-reset and the "forgot password" form. */
export const passwordResetRequestSchema = objectWithFieldMessages({ email: emailField });
export type PasswordResetRequest = v.InferOutput<typeof passwordResetRequestSchema>;

/**
 * POST /api/auth/password-reset/confirm and the new-password form of the e-mail's link. `profile` finishes
 * an account that has no user document yet (the server asks for it with 409 `profileRequired`).
 */
export const passwordResetConfirmSchema = v.pipe(
  objectWithFieldMessages({
    oobCode: actionCodeField,
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
    profile: v.optional(unfinishedAccountProfileSchema),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      message('passwordsDontMatch'),
    ),
    ['confirmPassword'],
  ),
);
export type PasswordResetConfirmRequest = v.InferOutput<typeof passwordResetConfirmSchema>;

/** POST /api/auth/verify-email and /api/auth/recover-email: the code of the e-mail's link. */
export const actionCodeSchema = objectWithFieldMessages({ oobCode: actionCodeField });
export type ActionCodeRequest = v.InferOutput<typeof actionCodeSchema>;

/** DELETE /api/user: deleting oneself needs the current password. */
export const deleteAccountSchema = objectWithFieldMessages({ currentPassword: currentPasswordField });
export type DeleteAccountRequest = v.InferOutput<typeof deleteAccountSchema>;

/** POST /api/auth/password-reset/confirm: the person, now signed in on this device, and the confirmation. */
export const passwordResetResponseSchema = v.object({ user: userSchema, message: v.string() });
export type PasswordResetResponse = v.InferOutput<typeof passwordResetResponseSchema>;

/** POST /api/auth/recover-email: the confirmation and the address the account has again. */
export const emailRecoveryResponseSchema = v.object({
  ...successMessageSchema.entries,
  email: v.string(),
});
export type EmailRecoveryResponse = v.InferOutput<typeof emailRecoveryResponseSchema>;

const isoInstant = v.pipe(v.string(), v.isoTimestamp());

/** What the download leaves out of a plan that is not unlocked: the content the payment unlocks. */
export const EXPORT_WITHHELD_CONTENT = ['full-plan', 'cycle-events'] as const;

/** A plan in the download: as its owner may read it, with every other field stored on it. */
const exportedPlanSchema = v.intersect([
  planDetailsSchema,
  v.object({
    questionnaireId: v.string(),
    /** The civil date the 3 months start from. */
    planStartDate: civilDateSchema,
    paidAt: v.nullable(isoInstant),
    /** Stripe's id of the plan's payment (or of its open checkout). */
    paymentIntentId: v.nullable(v.string()),
    /** Checkouts abandoned on this plan. */
    paymentAttempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** Unlocked by an admin without a payment. */
    unlockedByAdmin: v.boolean(),
    /** What this file leaves out of the plan until it is unlocked (`lockedContent` says it in words). */
    withheld: v.array(v.picklist(EXPORT_WITHHELD_CONTENT)),
  }),
]);

/** GET /api/user/export: everything Nasl keeps about the person, as one JSON document. */
export const accountExportSchema = v.object({
  exportedAt: isoInstant,
  profile: userSchema,
  /** What the account keeps besides the profile. */
  account: v.object({
    /** The business's first admin. */
    isOwner: v.boolean(),
    /** Her explicit consent to process health data: when, and to which version of the privacy policy. */
    healthDataConsent: v.nullable(consentRecordSchema),
    /** The devices signed in now (the ids that sign them in are not kept, only a hash of each). */
    sessions: v.array(v.object({ signedInAt: isoInstant, expiresAt: isoInstant })),
    latestQuestionnaireId: v.nullable(v.string()),
    latestPlanId: v.nullable(v.string()),
  }),
  questionnaires: v.array(
    v.object({ id: v.string(), createdAt: isoInstant, answers: recordedAnswersSchema }),
  ),
  /** The unfinished questionnaire, when there is one. */
  questionnaireDraft: v.nullable(questionnaireDraftResponseSchema),
  /** Each plan as its owner may read it (in full only where it is unlocked), with its stored fields. */
  plans: v.array(exportedPlanSchema),
  payments: v.array(
    v.object({
      id: v.string(),
      planId: v.string(),
      paymentIntentId: v.string(),
      /** In the currency's smallest unit (cents). */
      amount: v.pipe(v.number(), v.integer()),
      currency: v.string(),
      status: v.string(),
      createdAt: isoInstant,
    }),
  ),
  /**
   * The admin audit log's entries that name the person: what an admin did to her account or plans
   * (`subject`), or what she did as an admin (`actor`). The other party is not named.
   */
  auditEntries: v.array(
    v.object({
      action: v.picklist(ADMIN_AUDIT_ACTIONS),
      role: v.picklist(['subject', 'actor']),
      planId: v.nullable(v.string()),
      createdAt: isoInstant,
    }),
  ),
  /**
   * Her guarantee claims, with the documents she sent (names, types, sizes, when they are or were
   * deleted; the files themselves are not in the download).
   */
  guaranteeClaims: v.optional(v.array(guaranteeClaimSchema), []),
  /** In the request's language: which content the file leaves out, and why. */
  lockedContent: v.string(),
});
export type AccountExport = v.InferOutput<typeof accountExportSchema>;
