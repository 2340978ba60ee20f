import type { FieldErrors } from "../../components/form/fieldErrors";

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
    ...(values.username.length < MIN_USERNAME_LENGTH && { username: "Username must be at least 2 characters." }),
    ...(values.password.length < MIN_PASSWORD_LENGTH && { password: "Password must be at least 8 characters." }),
  };
}

export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return {
    // v1 showed the username message here; the name field gets its own label.
    ...(values.name.length < MIN_NAME_LENGTH && { name: "Name must be at least 2 characters." }),
    ...(!EMAIL_PATTERN.test(values.email) && { email: "Please enter a valid email address." }),
    ...validateLogin(values),
  };
}
