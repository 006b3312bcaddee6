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
import { USER_GENDERS } from './user.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * Account schemas, shared by the forms (web) and the API (functions).
 * Every message is a key of `messages` (core/src/messages.ts), translated where it is shown.
 */
const message = (key: MessageKey) => key;

/** Digits (Latin and Arabic-Indic), spaces, +, -, parentheses. */
const PHONE_PATTERN = /^[+\d\s()\-\u0660-\u0669\u06F0-\u06F9]+$/;

export const nameField = v.pipe(
  v.string(message('nameMin')),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, message('nameMin')),
  v.maxLength(NAME_MAX_LENGTH, message('nameMax')),
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

const registerFields = {
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: passwordField,
  gender: userGenderField,
};

/** POST /api/auth/register body (the form strips confirmPassword and agreeToTerms before sending). */
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

/** PUT /api/user/profile body and the profile form. An empty phone clears it. */
export const profileSchema = objectWithFieldMessages({
  name: nameField,
  email: emailFieldWith('profileEmailInvalid'),
  phone: v.optional(
    v.union([v.pipe(v.string(), v.trim(), v.length(0)), phoneField, v.null()], message('phoneInvalid')),
    '',
  ),
});
export type ProfileRequest = v.InferOutput<typeof profileSchema>;

/** PUT /api/user/password body and the password form. */
export const passwordChangeSchema = v.pipe(
  objectWithFieldMessages({
    currentPassword: v.pipe(
      v.string(message('currentPasswordRequired')),
      v.minLength(1, message('currentPasswordRequired')),
      v.maxLength(PASSWORD_MAX_LENGTH, message('passwordMax')),
    ),
    newPassword: passwordField,
    confirmPassword: v.pipe(
      v.string(message('confirmPasswordRequired')),
      v.minLength(1, message('confirmPasswordRequired')),
    ),
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
