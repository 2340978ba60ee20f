export type PasswordField = "oldPassword" | "newPassword" | "confirmPassword";

export type PasswordValues = Record<PasswordField, string>;

export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** The spec's checks, run before anything is sent; length rules are the server's. */
export function validatePasswordChange(values: PasswordValues): PasswordErrors {
  return {
    ...(values.oldPassword.length === 0 && { oldPassword: "please enter old password" }),
    ...(values.newPassword.length === 0 && { newPassword: "please enter new password" }),
    ...(values.confirmPassword.length === 0
      ? { confirmPassword: "please enter confirm password" }
      : values.confirmPassword !== values.newPassword && { confirmPassword: "confirm password doesn't  matches" }),
  };
}
