import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import { PasswordField } from "../../components/form/PasswordField";
import { TextField } from "../../components/form/TextField";
import { useFocusFirstInvalid } from "../../components/form/useFocusFirstInvalid";
import { ModalDialog } from "../../components/overlay/ModalDialog";
import { Spinner } from "../../components/Spinner";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useSession } from "../../session/useSession";
import { useToast } from "../../toast/useToast";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import type { DeleteAccountSetting_viewer$key } from "./__generated__/DeleteAccountSetting_viewer.graphql";
import type { DeleteAccountSettingMutation } from "./__generated__/DeleteAccountSettingMutation.graphql";

/** The danger zone: deleting the account, behind a dialog that says what goes and asks for the password and the username. */
export function DeleteAccountSetting({ viewer }: { readonly viewer: DeleteAccountSetting_viewer$key }) {
  const { username } = useFragment(
    graphql`
      fragment DeleteAccountSetting_viewer on User {
        username
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1 text-sm text-slate-600">
      <p>Deleting your account removes your profile, posts, comments, likes, saves and follows for good.</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none"
      >
        Delete my account…
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title="Delete your account?" width="lg">
        {open && <DeleteAccountForm username={username} onCancel={() => setOpen(false)} />}
      </ModalDialog>
    </div>
  );
}

type Field = "password" | "username";

function DeleteAccountForm({ username, onCancel }: { readonly username: string; readonly onCancel: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: "", username: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { signOut } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const [commit, deleting] = useAppMutation<DeleteAccountSettingMutation>(graphql`
    mutation DeleteAccountSettingMutation($input: DeleteAccountInput!) {
      deleteAccount(input: $input) {
        ... on DeleteAccountPayload @alias(as: "deleted") {
          deletedUserId
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const refuse = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    focusFirstInvalid();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    const found = {
      ...(values.password === "" && { password: USER_ERROR_TEXTS.PASSWORD_REQUIRED }),
      ...(values.username.trim().toLowerCase() !== username.toLowerCase() && {
        username: USER_ERROR_TEXTS.DELETION_NOT_CONFIRMED,
      }),
    };
    if (Object.keys(found).length) return refuse(found);
    commit({
      variables: { input: { password: values.password, username: values.username.trim() } },
      onDone: () => {
        signOut();
        navigate("/register", { replace: true });
        showToast("Your account has been deleted.", "success");
      },
      onRefused: (refusal) => {
        if (refusal.code === "WRONG_PASSWORD") return refuse({ password: "That is not your password." });
        if (Object.keys(refusal.fieldTexts).length) return refuse(refusal.fieldTexts);
        showToast(refusal.text, "error");
      },
      failure: "Your account could not be deleted. Please try again.",
      tooManyRequests: "Too many wrong passwords. Please try again in a few minutes.",
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-3 space-y-4 text-sm text-slate-700">
      <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900">
        <p className="font-semibold">This cannot be undone.</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>Your profile, posts and their images, comments, likes, saves and follows are removed right away.</li>
          <li>People you chatted with keep your messages, shown as from a deleted account.</li>
          <li>A game you are playing ends as a loss; your invitations are withdrawn.</li>
          <li>You are signed out everywhere.</li>
        </ul>
        <p className="mt-1">Want a copy first? Request your data above before you go.</p>
      </div>
      <PasswordField
        label="Your password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update("password")}
        error={errors.password}
      />
      <TextField
        label={`Type your username, ${username}, to confirm`}
        name="confirm-username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={update("username")}
        error={errors.username}
      />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          data-autofocus
          onClick={onCancel}
          className="rounded-lg px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          Cancel
        </button>
        <button
          type="submit"
          aria-disabled={deleting || undefined}
          aria-busy={deleting}
          className="flex items-center gap-2 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:ring-offset-2 focus-visible:outline-none aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {deleting && <Spinner />}
          {deleting ? "Deleting" : "Delete my account"}
        </button>
      </div>
    </form>
  );
}
