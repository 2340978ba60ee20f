import type { FieldErrors } from "../../components/form/fieldErrors";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

export const MIN_NAME_LENGTH = 2;
export const MIN_USERNAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 8;

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

export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return {
    ...(values.username.length < MIN_USERNAME_LENGTH && { username: USER_ERROR_TEXTS.USERNAME_TOO_SHORT }),
    ...(values.password.length < MIN_PASSWORD_LENGTH && { password: USER_ERROR_TEXTS.PASSWORD_TOO_SHORT }),
  };
}

export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return {
    ...(values.name.length < MIN_NAME_LENGTH && { name: USER_ERROR_TEXTS.NAME_TOO_SHORT }),
    ...(!EMAIL_PATTERN.test(values.email) && { email: USER_ERROR_TEXTS.EMAIL_INVALID }),
    ...validateLogin(values),
  };
}
