import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { useNavigate, useSearchParams } from "react-router-dom";
import { AccountCardPage, CardLink } from "../../components/AccountCardPage";
import { SubmitButton } from "../../components/form/SubmitButton";
import { useFieldForm } from "../../components/form/useFieldForm";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useToast } from "../../toast/useToast";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import { NewPasswordFields } from "../profile/NewPasswordFields";
import { validatePasswordChange } from "../profile/passwordValidation";
import type { ResetPasswordRouteMutation } from "./__generated__/ResetPasswordRouteMutation.graphql";

type Field = "newPassword" | "confirmPassword";
type Values = Record<Field, string>;

/** The password change's checks, less the current password (the link stands for it). */
const validate = (values: Values) => {
  const { newPassword, confirmPassword } = validatePasswordChange({ ...values, oldPassword: "given" });
  return { ...(newPassword && { newPassword }), ...(confirmPassword && { confirmPassword }) };
};

const LINK_REFUSALS = new Set(["LINK_INVALID", "LINK_EXPIRED", "LINK_USED"]);

/** /reset-password?token=...: the link of a reset mail; a new password, then log in with it. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useFieldForm<Values, Field>({ newPassword: "", confirmPassword: "" }, validate);
  const { values, update, errorFor, formRef } = form;
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : USER_ERROR_TEXTS.LINK_INVALID);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [commit, saving] = useAppMutation<ResetPasswordRouteMutation>(graphql`
    mutation ResetPasswordRouteMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        ... on ResetPasswordPayload @alias(as: "reset") {
          username
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    commit({
      variables: { input: { token, newPassword: values.newPassword } },
      onDone: ({ reset }) => {
        if (!reset) return;
        showToast("Your password is set. Log in with your new password.", "success");
        navigate("/register", { replace: true });
      },
      onRefused: (refusal) =>
        LINK_REFUSALS.has(refusal.code) ? setLinkProblem(refusal.text) : form.showRefusal(refusal),
      failure: "Your password could not be set. Please try again.",
    });
  };

  return (
    <AccountCardPage title="Choose a new password">
      {linkProblem ? (
        <div role="alert" className="space-y-2 text-sm text-slate-700">
          <p>{linkProblem}</p>
          <CardLink to="/forgot-password">Ask for a new link</CardLink>
        </div>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate aria-label="New password" className="space-y-4">
          <p className="text-sm text-slate-600">
            Setting it signs you out everywhere you are signed in; then log in with the new password.
          </p>
          <NewPasswordFields values={values} update={update} errorFor={errorFor} />
          <SubmitButton pending={saving} pendingLabel="Saving">
            Set my password
          </SubmitButton>
        </form>
      )}
      {!linkProblem && <CardLink to="/register">Back to log in</CardLink>}
    </AccountCardPage>
  );
}
