import * as v from 'valibot';
import { confirmPasswordField, currentPasswordField, emailField, passwordField } from './auth.ts';
import type { MessageKey } from './messages.ts';
import { planDetailsSchema } from './plan.ts';
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

/** POST /api/auth/password-reset/confirm and the new-password form of the e-mail's link. */
export const passwordResetConfirmSchema = v.pipe(
  objectWithFieldMessages({
    oobCode: actionCodeField,
    newPassword: passwordField,
    confirmPassword: confirmPasswordField,
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

/** GET /api/user/export: everything Nasl keeps about the person, as one JSON document. */
export const accountExportSchema = v.object({
  exportedAt: isoInstant,
  profile: userSchema,
  questionnaires: v.array(
    v.object({ id: v.string(), createdAt: isoInstant, answers: recordedAnswersSchema }),
  ),
  /** The unfinished questionnaire, when there is one. */
  questionnaireDraft: v.nullable(questionnaireDraftResponseSchema),
  /** Each plan as its owner may read it: in full only where it is unlocked. */
  plans: v.array(planDetailsSchema),
  payments: v.array(
    v.object({
      id: v.string(),
      planId: v.string(),
      /** In the currency's smallest unit (cents). */
      amount: v.pipe(v.number(), v.integer()),
      currency: v.string(),
      status: v.string(),
      createdAt: isoInstant,
    }),
  ),
});
export type AccountExport = v.InferOutput<typeof accountExportSchema>;
