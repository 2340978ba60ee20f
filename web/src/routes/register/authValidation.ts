import type { FieldErrors } from "../../components/form/fieldErrors";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

export const MIN_NAME_LENGTH = 2;
export const MIN_USERNAME_LENGTH = 2;
/** Log-in applies no policy: every account has at least this many (the rule before the current one). */
export const MIN_LOGIN_PASSWORD_LENGTH = 8;
/** New passwords, as the server requires them (it also refuses the most common ones: PASSWORD_TOO_COMMON). */
export const MIN_NEW_PASSWORD_LENGTH = 12;
export const NEW_PASSWORD_HINT = `At least ${MIN_NEW_PASSWORD_LENGTH} characters, and not a common password.`;
const LOGIN_PASSWORD_TOO_SHORT = `Password must be at least ${MIN_LOGIN_PASSWORD_LENGTH} characters.`;

export type LoginField = "username" | "password";
export type SignupField = "name" | "username" | "email" | "password" | "profileImage" | "coverImage";

export interface LoginValues {
  readonly username: string;
  readonly password: string;
}

export interface SignupValues extends LoginValues {
  readonly name: string;
  readonly email: string;
}

// Deliberately loose: one "@", something on each side and a dot in the domain. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` looks like an address (loosely: the server has the final word). */
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value.trim());

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return {
    ...(values.username.length < MIN_USERNAME_LENGTH && { username: USER_ERROR_TEXTS.USERNAME_TOO_SHORT }),
    ...(values.password.length < MIN_LOGIN_PASSWORD_LENGTH && { password: LOGIN_PASSWORD_TOO_SHORT }),
  };
}

/** A new password's length, as sign-up and the password change check it before sending. */
export function isNewPasswordTooShort(password: string): boolean {
  return password.length < MIN_NEW_PASSWORD_LENGTH;
}

/** The name and username rules the client checks before sending: at sign-up and in Edit Profile. */
export function validateNames(values: {
  readonly name: string;
  readonly username: string;
}): FieldErrors<"name" | "username"> {
  return {
    ...(values.name.length < MIN_NAME_LENGTH && { name: USER_ERROR_TEXTS.NAME_TOO_SHORT }),
    ...(values.username.length < MIN_USERNAME_LENGTH && { username: USER_ERROR_TEXTS.USERNAME_TOO_SHORT }),
  };
}

export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return {
    ...validateNames(values),
    ...(!isEmailAddress(values.email) && { email: USER_ERROR_TEXTS.EMAIL_INVALID }),
    ...(isNewPasswordTooShort(values.password) && { password: USER_ERROR_TEXTS.PASSWORD_TOO_SHORT }),
  };
}
