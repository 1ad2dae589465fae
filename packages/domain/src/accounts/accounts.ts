import { MIN_PASSWORD_LENGTH } from '../constants/constants.ts';
import type { FormErrors } from '../form-errors/form-errors.ts';
import {
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  SIGNUP_MESSAGES,
  USER_MESSAGES,
} from '../messages.es.ts';

/**
 * Password length in characters (code points), so "ñ" or an emoji counts once. A password is
 * never trimmed: spaces are characters the user chose.
 */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** At least 6 characters ('La contraseña debe tener al menos 6 caracteres'). */
export function validatePasswordLength(password: string): string | null {
  return passwordLength(password) >= MIN_PASSWORD_LENGTH ? null : PASSWORD_MESSAGES.tooShort;
}

export type LoginCheck =
  | { ok: true; email: string; password: string }
  | { ok: false; message: string };

/** Login: email and password are required; the email is trimmed (the password is not). */
export function validateLogin(input: { email: string; password: string }): LoginCheck {
  const email = input.email.trim();
  if (email === '' || input.password === '') return { ok: false, message: LOGIN_MESSAGES.required };
  return { ok: true, email, password: input.password };
}

export type UserFormField = 'email' | 'password' | 'confirmPassword';

export interface UserFormInput {
  mode: 'create' | 'edit';
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * User form. Email required. Creating: password required. Editing: a blank password (empty or
 * only spaces) means "keep the current one" and nothing is checked. Otherwise the confirmation must
 * match and the password must have at least 6 characters; the mismatch is reported first.
 */
export function validateUserForm(input: UserFormInput): FormErrors<UserFormField> {
  const errors: FormErrors<UserFormField> = {};
  if (input.email.trim() === '') errors.email = USER_MESSAGES.emailRequired;
  const blank = input.password.trim() === '';
  if (blank) {
    if (input.mode === 'create') errors.password = PASSWORD_MESSAGES.required;
    return errors;
  }
  if (input.password !== input.confirmPassword) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  const tooShort = validatePasswordLength(input.password);
  if (tooShort) errors.password = tooShort;
  return errors;
}

/** Forgot password: the email is required. */
export function validateForgotPassword(email: string): string | null {
  return email.trim() === '' ? USER_MESSAGES.emailRequired : null;
}

/**
 * Reset password: the password is required with at least 6 characters, said in that order
 * (a 3-character password is too short, not missing). A confirmation, when the screen has one,
 * must then match. A missing token cannot succeed: it gives the failure message.
 */
export function validateResetPassword(input: {
  token: string | null | undefined;
  password: string;
  confirmPassword?: string;
}): string | null {
  if (!input.token?.trim()) return PASSWORD_MESSAGES.resetFailed;
  if (input.password === '') return PASSWORD_MESSAGES.required;
  // A password too short is said first: matching it in the confirmation would not help.
  const tooShort = validatePasswordLength(input.password);
  if (tooShort) return tooShort;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    return PASSWORD_MESSAGES.mismatch;
  }
  return null;
}

/** The invite dialog: an email is required and must look like one (the server checks it too). */
export function validateInvitationEmail(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return USER_MESSAGES.emailRequired;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? null : 'El email no es válido';
}

/**
 * Signup step 3: every field is required. The spec does not show signup's password rule;
 * the 6-character minimum of the user form applies so that every password obeys one rule.
 * The subdomain rule lives in `validateSubdomain`.
 */
export function validateSignupDetails(input: {
  name: string;
  password: string;
  blogName: string;
  subdomain: string;
}): string | null {
  const missing = [input.name, input.blogName, input.subdomain].some((v) => v.trim() === '');
  if (missing || input.password === '') return SIGNUP_MESSAGES.detailsRequired;
  return validatePasswordLength(input.password);
}
