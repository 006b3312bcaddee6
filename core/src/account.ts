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
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { CALENDAR_ALARMS } from './plan-calendar.ts';
import type { MessageKey } from './messages.ts';
import { planDetailsSchema } from './plan.ts';
import { consentRecordSchema } from './privacy.ts';
import { questionnaireDraftResponseSchema } from './questionnaire-draft.ts';
import { recordedAnswersSchema } from './questionnaire.ts';
import { successMessageWith } from './responses.ts';
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
export const emailRecoveryResponseSchema = successMessageWith({ email: v.string() });
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
    /** Every checkout the plan opened at Stripe. */
    paymentIntentIds: v.array(v.string()),
    /** When its payment was refunded whole (the plan is locked again). */
    refundedAt: v.nullable(isoInstant),
    /** Unlocked by an admin without a payment. */
    unlockedByAdmin: v.boolean(),
    /** Her husband, while he follows the plan: his account's id, and since when. */
    partner: v.nullable(v.object({ uid: v.string(), since: isoInstant })),
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
    latestPaidPlanId: v.nullable(v.string()),
    /** As a wife's partner: the plan he follows, and the one whose sharing with him ended. */
    partnerPlanId: v.nullable(v.string()),
    endedPartnerPlanId: v.nullable(v.string()),
    /** The words of name, e-mail and phone the admins' person search finds the account by. */
    searchTokens: v.array(v.string()),
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
      /** Where Stripe e-mailed its receipt. */
      receiptEmail: v.nullable(v.string()),
      /** What refunds gave back, in cents, and each refund. */
      refundedCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
      refundedAt: v.nullable(isoInstant),
      refunds: v.array(
        v.object({ id: v.string(), amountCents: v.pipe(v.number(), v.integer()), createdAt: isoInstant }),
      ),
    }),
  ),
  /** Invitations to follow her plans that she sent, and those she accepted as a wife's partner. */
  partnerInvites: v.array(
    v.object({
      role: v.picklist(['sent', 'accepted']),
      planId: v.string(),
      createdAt: isoInstant,
      expiresAt: isoInstant,
      usedAt: v.nullable(isoInstant),
      /** Who accepted it: her husband's account id (or hers, for one she accepted). */
      usedBy: v.nullable(v.string()),
    }),
  ),
  /** Her plans' calendar subscriptions: the address's token, the options, how many events were served. */
  calendarFeeds: v.array(
    v.object({
      planId: v.string(),
      token: v.string(),
      alarm: v.picklist(CALENDAR_ALARMS),
      lhTests: v.boolean(),
      discreet: v.boolean(),
      lang: v.picklist(SUPPORTED_LANGUAGES),
      createdAt: isoInstant,
      servedEvents: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
  /** Her plans' reminder settings, and when the next reminder is due. */
  reminders: v.array(
    v.object({
      planId: v.string(),
      enabled: v.boolean(),
      eveningHour: v.pipe(v.number(), v.integer()),
      morningHour: v.pipe(v.number(), v.integer()),
      timeZone: v.string(),
      discreet: v.boolean(),
      lang: v.picklist(SUPPORTED_LANGUAGES),
      nextDueAt: v.nullable(isoInstant),
      updatedAt: isoInstant,
    }),
  ),
  /** The devices her reminders go to: each browser's push service address and keys. */
  pushDevices: v.array(
    v.object({
      endpoint: v.string(),
      keys: v.object({ p256dh: v.string(), auth: v.string() }),
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
      /** A refund's amount and reason, as the admin wrote it. */
      amountCents: v.nullable(v.number()),
      currency: v.nullable(v.string()),
      reason: v.nullable(v.string()),
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
