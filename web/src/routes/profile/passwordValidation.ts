import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

export type PasswordField = "oldPassword" | "newPassword" | "confirmPassword";

export type PasswordValues = Record<PasswordField, string>;

export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** The spec's checks, run before anything is sent; length rules are the server's. */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  return {
    ...(values.oldPassword.length === 0 && { oldPassword: USER_ERROR_TEXTS.OLD_PASSWORD_REQUIRED }),
    ...(values.newPassword.length === 0 && { newPassword: USER_ERROR_TEXTS.NEW_PASSWORD_REQUIRED }),
    ...(values.confirmPassword.length === 0
      ? { confirmPassword: USER_ERROR_TEXTS.CONFIRM_PASSWORD_REQUIRED }
      : values.confirmPassword !== values.newPassword && { confirmPassword: USER_ERROR_TEXTS.PASSWORD_CONFIRMATION_MISMATCH }),
  };
}
