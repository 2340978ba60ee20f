import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { PasswordField } from "../../components/form/PasswordField";
import { TextField } from "../../components/form/TextField";
import { useFieldForm } from "../../components/form/useFieldForm";
import { Spinner } from "../../components/Spinner";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useToast } from "../../toast/useToast";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import { isEmailAddress } from "../register/authValidation";
import type { EmailAddressSetting_viewer$key } from "./__generated__/EmailAddressSetting_viewer.graphql";
import type { EmailAddressSettingMutation } from "./__generated__/EmailAddressSettingMutation.graphql";

type Field = "newEmail" | "password";
type Values = Record<Field, string>;

const validate = (values: Values) => ({
  ...(!isEmailAddress(values.newEmail) && { newEmail: USER_ERROR_TEXTS.EMAIL_INVALID }),
  ...(values.password === "" && { password: USER_ERROR_TEXTS.PASSWORD_REQUIRED }),
});

/** Settings' "Email address": the address, whether it is confirmed, the new one waiting, and changing it. */
export function EmailAddressSetting({ viewer }: { readonly viewer: EmailAddressSetting_viewer$key }) {
  const { email, emailVerified, pendingEmail } = useFragment(
    graphql`
      fragment EmailAddressSetting_viewer on User {
        email
        emailVerified
        pendingEmail
      }
    `,
    viewer,
  );
  const [changing, setChanging] = useState(false);
  return (
    <div className="mt-1 space-y-3 text-sm text-slate-600">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{email}</span>
        {emailVerified ? (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Confirmed
          </span>
        ) : (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Not confirmed yet
          </span>
        )}
      </p>
      <p>
        We write to this address only about your account: links to confirm it or to set a new password, and notices of
        changes.
      </p>
      {pendingEmail && (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-slate-700">
          Waiting for <span className="font-medium [overflow-wrap:anywhere]">{pendingEmail}</span> to be confirmed:
          follow the link we sent there. Until then, mail goes to {email}.
        </p>
      )}
      {changing ? (
        <ChangeEmailForm onDone={() => setChanging(false)} onCancel={() => setChanging(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setChanging(true)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          Change email address
        </button>
      )}
    </div>
  );
}

function ChangeEmailForm({ onDone, onCancel }: { readonly onDone: () => void; readonly onCancel: () => void }) {
  const form = useFieldForm<Values, Field>({ newEmail: "", password: "" }, validate);
  const { values, update, errorFor, formRef } = form;
  const { showToast } = useToast();
  const [commit, saving] = useAppMutation<EmailAddressSettingMutation>(graphql`
    mutation EmailAddressSettingMutation($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        ... on ChangeEmailPayload @alias(as: "requested") {
          pendingEmail
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit() || saving) return;
    commit({
      variables: { input: { newEmail: values.newEmail.trim(), password: values.password } },
      // the viewer's address waiting for its confirmation, as the answer names it
      updater: (store) => {
        const pendingEmail = store.getRootField("changeEmail")?.getValue("pendingEmail");
        const viewer = store.getRoot().getLinkedRecord("viewer");
        if (viewer && typeof pendingEmail === "string") viewer.setValue(pendingEmail, "pendingEmail");
      },
      onDone: ({ requested }) => {
        if (!requested) return;
        showToast(`We sent a link to ${requested.pendingEmail}: follow it to make the change.`, "success");
        onDone();
      },
      onRefused: (refusal) =>
        form.showRefusal(
          refusal.code === "WRONG_PASSWORD"
            ? { ...refusal, text: "That is not your password.", fieldTexts: { password: "That is not your password." } }
            : refusal,
        ),
      failure: "Your address could not be changed. Please try again.",
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Change email address" className="space-y-3">
      <TextField
        label="New email address"
        name="newEmail"
        type="email"
        autoComplete="email"
        value={values.newEmail}
        onChange={update("newEmail")}
        error={errorFor("newEmail")}
        hint="We send a link there; the change happens once you follow it."
      />
      <PasswordField
        label="Your password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update("password")}
        error={errorFor("password")}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          aria-disabled={saving || undefined}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-wait"
        >
          {saving && <Spinner />}
          Send a link to the new address
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
