import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import { isNewPasswordTooShort } from "../register/authValidation";

export type PasswordField = "oldPassword" | "newPassword" | "confirmPassword";

export type PasswordValues = Record<PasswordField, string>;

export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** The form's checks and the new password's length, run before anything is sent (the server also refuses common passwords). */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  return {
    ...(values.oldPassword.length === 0 && { oldPassword: USER_ERROR_TEXTS.OLD_PASSWORD_REQUIRED }),
    ...(values.newPassword.length === 0
      ? { newPassword: USER_ERROR_TEXTS.NEW_PASSWORD_REQUIRED }
      : isNewPasswordTooShort(values.newPassword) && { newPassword: USER_ERROR_TEXTS.PASSWORD_TOO_SHORT }),
    ...(values.confirmPassword.length === 0
      ? { confirmPassword: USER_ERROR_TEXTS.CONFIRM_PASSWORD_REQUIRED }
      : values.confirmPassword !== values.newPassword && {
          confirmPassword: USER_ERROR_TEXTS.PASSWORD_CONFIRMATION_MISMATCH,
        }),
  };
}
