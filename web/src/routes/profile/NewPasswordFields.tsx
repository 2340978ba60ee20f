import { PasswordField } from "../../components/form/PasswordField";
import { NEW_PASSWORD_HINT } from "../register/authValidation";

type Field = "newPassword" | "confirmPassword";

interface NewPasswordFieldsProps {
  readonly values: Readonly<Record<Field, string>>;
  readonly update: (field: Field) => (value: string) => void;
  readonly errorFor: (field: Field) => string | undefined;
}

/** A new password and its confirmation, as changing it in the profile and a reset link's page ask for them. */
export function NewPasswordFields({ values, update, errorFor }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update("newPassword")}
        error={errorFor("newPassword")}
        hint={NEW_PASSWORD_HINT}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        error={errorFor("confirmPassword")}
      />
    </>
  );
}
