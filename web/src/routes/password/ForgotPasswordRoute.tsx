import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { AccountCardPage, CardLink } from "../../components/AccountCardPage";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useFieldForm } from "../../components/form/useFieldForm";
import { useAppMutation } from "../../mutations/useAppMutation";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import type { ForgotPasswordRouteMutation } from "./__generated__/ForgotPasswordRouteMutation.graphql";

type Field = "usernameOrEmail";

const validate = ({ usernameOrEmail }: Record<Field, string>) =>
  usernameOrEmail.trim() === "" ? { usernameOrEmail: USER_ERROR_TEXTS.USERNAME_OR_EMAIL_REQUIRED } : {};

/** /forgot-password: a username or an address, then the same answer whoever it names (the server mails the link if an account has it). */
export function ForgotPasswordRoute() {
  const form = useFieldForm<Record<Field, string>, Field>({ usernameOrEmail: "" }, validate);
  const { values, update, errorFor, formRef } = form;
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [commit, sending] = useAppMutation<ForgotPasswordRouteMutation>(graphql`
    mutation ForgotPasswordRouteMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        ... on RequestPasswordResetPayload @alias(as: "requested") {
          accepted
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    const usernameOrEmail = values.usernameOrEmail.trim();
    commit({
      variables: { input: { usernameOrEmail } },
      onDone: ({ requested }) => {
        if (requested) setAskedFor(usernameOrEmail);
      },
      onRefused: form.showRefusal,
      failure: "The link could not be sent. Please try again.",
      tooManyRequests: "You asked for several links already. Please wait a while, and check your mail meanwhile.",
    });
  };

  return (
    <AccountCardPage title="Forgot your password?">
      {askedFor === null ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-label="Forgot password" className="space-y-4">
          <p className="text-sm text-slate-600">
            Give your username or your email address, and we will mail you a link to choose a new password.
          </p>
          <TextField
            label="Username or email"
            name="usernameOrEmail"
            autoComplete="username"
            value={values.usernameOrEmail}
            onChange={update("usernameOrEmail")}
            error={errorFor("usernameOrEmail")}
          />
          <SubmitButton pending={sending} pendingLabel="Sending">
            Send me a link
          </SubmitButton>
        </form>
      ) : (
        <div role="status" className="space-y-2 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">Check your mail</p>
          <p>
            If an account has the username or address{" "}
            <span className="font-medium [overflow-wrap:anywhere]">{askedFor}</span>, we have sent a link to its email
            address. The link works once, for an hour.
          </p>
          <p>Nothing there after a few minutes? Look in the spam folder, or check what you typed and ask again.</p>
        </div>
      )}
      <CardLink to="/register">Back to log in</CardLink>
    </AccountCardPage>
  );
}
