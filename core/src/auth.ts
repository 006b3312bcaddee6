import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from './constants.ts';
import type { MessageKey } from './messages.ts';
import { healthDataConsentField } from './privacy.ts';
import { USER_GENDERS } from './user.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * Account schemas, shared by the forms (web) and the API (functions).
 * Every message is a key of `messages` (core/src/messages.ts), translated where it is shown.
 */
const message = (key: MessageKey) => key;

/** Digits (Latin and Arabic-Indic), spaces, +, -, parentheses. */
const PHONE_PATTERN = /^[+\d\s()\-\u0660-\u0669\u06F0-\u06F9]+$/;

/**
 * What no name holds: control characters (\p{Cc}); invisible format characters (\p{Cf}: bidi overrides,
 * zero-width); noncharacters and private-use characters (they show as whatever a font puts there, or
 * nothing); the line and paragraph separators U+2028 and U+2029 (they break the line of any text around
 * the name).
 */
const NEVER_IN_A_NAME = /[\p{Cc}\p{Cf}\p{Noncharacter_Code_Point}\p{Co}\p{Zl}\p{Zp}]/u;
/**
 * More than three combining marks in a row (counted decomposed, as a composed letter still carries its
 * mark) pile up over the lines around the name; Arabic needs two at most.
 */
const MARK_FLOOD = /\p{M}{4,}/u;
const LETTER = /\p{L}/u;

/**
 * A person's name as every screen shows it: NFC-normalised (one spelling per name), none of the characters
 * above (a right-to-left override would let a name reverse the text around it, e.g. an admin's dialog), no
 * flood of combining marks, and at least one letter. Every refusal but the length cap carries the
 * product's name message.
 */
export const nameField = v.pipe(
  v.string(message('nameMin')),
  v.normalize('NFC'),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, message('nameMin')),
  v.maxLength(NAME_MAX_LENGTH, message('nameMax')),
  v.check(
    (name) => !NEVER_IN_A_NAME.test(name) && !MARK_FLOOD.test(name.normalize('NFD')),
    message('nameMin'),
  ),
  v.regex(LETTER, message('nameMin')),
);

const emailFieldWith = (key: MessageKey) =>
  v.pipe(
    v.string(message(key)),
    v.trim(),
    v.toLowerCase(),
    v.maxLength(EMAIL_MAX_LENGTH, message(key)),
    v.email(message(key)),
  );

export const emailField = emailFieldWith('emailInvalid');

export const phoneField = v.pipe(
  v.string(message('phoneInvalid')),
  v.trim(),
  v.minLength(PHONE_MIN_LENGTH, message('phoneInvalid')),
  v.maxLength(PHONE_MAX_LENGTH, message('phoneInvalid')),
  v.regex(PHONE_PATTERN, message('phoneInvalid')),
);

export const passwordField = v.pipe(
  v.string(message('passwordMin')),
  v.minLength(PASSWORD_MIN_LENGTH, message('passwordMin')),
  v.maxLength(PASSWORD_MAX_LENGTH, message('passwordMax')),
);

export const userGenderField = v.picklist(USER_GENDERS, message('genderRequired'));

/** What an account holds about the person besides the sign-in: asked at sign-up, or when an unfinished account is claimed. */
const profileFields = {
  name: nameField,
  phone: phoneField,
  gender: userGenderField,
  healthDataConsent: healthDataConsentField,
};

/**
 * The details an account that exists in Firebase Auth without its user document still needs (someone
 * created it through Auth's public API): given on the page of the password-reset link, which proves the
 * mailbox is hers.
 */
export const unfinishedAccountProfileSchema = objectWithFieldMessages(profileFields);
export type UnfinishedAccountProfile = v.InferOutput<typeof unfinishedAccountProfileSchema>;

const registerFields = {
  name: profileFields.name,
  email: emailField,
  phone: profileFields.phone,
  password: passwordField,
  gender: profileFields.gender,
  healthDataConsent: profileFields.healthDataConsent,
};

/**
 * POST /api/auth/register body (the form strips confirmPassword and agreeToTerms before sending). The
 * explicit consent to process health data is sent: the server records it with its date and the policy's
 * version.
 */
export const registerRequestSchema = objectWithFieldMessages(registerFields);
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;

/** The sign-up form: the request fields plus confirmation and consent. */
export const signUpFormSchema = v.pipe(
  objectWithFieldMessages({
    ...registerFields,
    confirmPassword: v.string(message('passwordsDoNotMatch')),
    agreeToTerms: v.literal(true, message('agreeToTermsRequired')),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      message('passwordsDoNotMatch'),
    ),
    ['confirmPassword'],
  ),
);
export type SignUpFormInput = v.InferInput<typeof signUpFormSchema>;

/** POST /api/auth/login body and the login form. */
export const loginSchema = objectWithFieldMessages({
  email: emailField,
  password: passwordField,
});
export type LoginRequest = v.InferOutput<typeof loginSchema>;

export const currentPasswordField = v.pipe(
  v.string(message('currentPasswordRequired')),
  v.minLength(1, message('currentPasswordRequired')),
  v.maxLength(PASSWORD_MAX_LENGTH, message('passwordMax')),
);

const profileEntries = {
  name: nameField,
  email: emailFieldWith('profileEmailInvalid'),
  phone: v.optional(
    v.union([v.pipe(v.string(), v.trim(), v.length(0)), phoneField, v.null()], message('phoneInvalid')),
    '',
  ),
  /** Asked only when the e-mail changes (re-authentication); a name or phone change needs none. */
  currentPassword: v.optional(currentPasswordField),
};

/**
 * PUT /api/user/profile body. An empty phone clears it. The server refuses an e-mail change without
 * `currentPassword`; the form (`profileFormSchema`) says so before sending.
 */
export const profileSchema = objectWithFieldMessages(profileEntries);
export type ProfileRequest = v.InferOutput<typeof profileSchema>;

/** The address as the server stores it, to tell whether the profile form changes it. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The profile form: the request, plus the current password whenever the e-mail differs from `currentEmail`. */
export function profileFormSchema(currentEmail: string) {
  return v.pipe(
    objectWithFieldMessages({ ...profileEntries, currentPassword: v.optional(v.string(), '') }),
    v.forward(
      v.partialCheck(
        [['email'], ['currentPassword']],
        (input) =>
          normalisedEmail(input.email) === normalisedEmail(currentEmail) || input.currentPassword.length > 0,
        message('currentPasswordRequired'),
      ),
      ['currentPassword'],
    ),
  );
}
export type ProfileFormInput = v.InferInput<ReturnType<typeof profileFormSchema>>;

export const confirmPasswordField = v.pipe(
  v.string(message('confirmPasswordRequired')),
  v.minLength(1, message('confirmPasswordRequired')),
);

/** PUT /api/user/password body and the password form. */
export const passwordChangeSchema = v.pipe(
  objectWithFieldMessages({
    currentPassword: currentPasswordField,
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
export type PasswordChangeRequest = v.InferOutput<typeof passwordChangeSchema>;
