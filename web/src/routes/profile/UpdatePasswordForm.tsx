import type { FormEvent } from "react";
import { graphql } from "react-relay";
import { useAppMutation } from "../../mutations/useAppMutation";
import { PasswordField } from "../../components/form/PasswordField";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useSession } from "../../session/useSession";
import { useToast } from "../../toast/useToast";
import { useFieldForm } from "../../components/form/useFieldForm";
import { NewPasswordFields } from "./NewPasswordFields";
import type { UpdatePasswordFormMutation } from "./__generated__/UpdatePasswordFormMutation.graphql";
import { validatePasswordChange, type PasswordValues } from "./passwordValidation";

const initialValues: PasswordValues = { oldPassword: "", newPassword: "", confirmPassword: "" };

export function UpdatePasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const form = useFieldForm(initialValues, validatePasswordChange);
  const { values, update, errorFor, formRef } = form;
  const { signIn } = useSession();
  const { showToast } = useToast();

  const [commit, isUpdating] = useAppMutation<UpdatePasswordFormMutation>(graphql`
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
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;

    commit({
      variables: { input: values },
      onDone: ({ changed }) => {
        if (!changed) return;
        // Older tokens stop working after the change: keep the session on the fresh one.
        signIn(changed);
        showToast("Password updated successfully!", "success");
        onUpdated();
      },
      onRefused: form.showRefusal,
      failure: "Failed to update password",
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Update Password" className="space-y-4">
      <PasswordField
        label="Old password"
        name="oldPassword"
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={update("oldPassword")}
        error={errorFor("oldPassword")}
      />
      <NewPasswordFields values={values} update={update} errorFor={errorFor} />
      <SubmitButton pending={isUpdating} pendingLabel="Updating">
        Update Password
      </SubmitButton>
    </form>
  );
}
