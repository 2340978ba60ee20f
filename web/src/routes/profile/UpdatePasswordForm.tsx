import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useSession } from "../../session/useSession";
import { useToast } from "../../toast/useToast";
import { fieldErrorsFromServer, hasFieldErrors } from "../register/authValidation";
import type { UpdatePasswordFormMutation } from "./__generated__/UpdatePasswordFormMutation.graphql";
import {
  validatePasswordChange,
  type PasswordErrors,
  type PasswordField as Field,
  type PasswordValues,
} from "./passwordValidation";

const initialValues: PasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function UpdatePasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PasswordErrors>({});
  const { signIn } = useSession();
  const { showToast } = useToast();

  const [commit, isUpdating] = useMutation<UpdatePasswordFormMutation>(graphql`
    mutation UpdatePasswordFormMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        ... on ChangePasswordPayload @alias(as: "changed") {
          token
          viewer {
            id
            databaseId
            username
            profileImage {
              url
            }
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  `);

  const errors: PasswordErrors = { ...serverErrors, ...(attempted ? validatePasswordChange(values) : {}) };
  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (hasFieldErrors(validatePasswordChange(values))) return;

    commit({
      variables: { input: values },
      onCompleted: ({ changePassword }) => {
        if (changePassword.changed) {
          // Older tokens stop working after the change: keep the session on the fresh one.
          signIn(changePassword.changed);
          showToast("password updated successfully!", "success");
          onUpdated();
          return;
        }
        if (changePassword.fieldErrors) setServerErrors(fieldErrorsFromServer<Field>(changePassword.fieldErrors));
        showToast(changePassword.message ? `Error: ${changePassword.message}` : "Failed to update password", "error");
      },
      onError: (error) => {
        console.error("Password update failed", error);
        showToast(`Error: ${error.message}`, "error");
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Update Password" className="space-y-4">
      <PasswordField
        label="Old password"
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={update("oldPassword")}
        error={errors.oldPassword}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update("newPassword")}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={update("confirmPassword")}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={isUpdating} pendingLabel="Updating">
        Update Password
      </SubmitButton>
    </form>
  );
}
