import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { TextField } from "../../../components/form/TextField";
import { PASSKEY_NAME_MAX } from "../../../limits";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { DialogActions } from "../twoStep/DialogActions";
import type { RenamePasskeyFormMutation } from "./__generated__/RenamePasskeyFormMutation.graphql";

/** A new name for a passkey. */
export function RenamePasskeyForm({
  passkey,
  onDone,
}: {
  readonly passkey: { readonly id: string; readonly name: string };
  readonly onDone: () => void;
}) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const [rename, renaming] = useAppMutation<RenamePasskeyFormMutation>(graphql`
    mutation RenamePasskeyFormMutation($input: RenamePasskeyInput!) {
      renamePasskey(input: $input) {
        ... on RenamePasskeyPayload @alias(as: "renamed") {
          passkey {
            id
            name
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (renaming) return;
    rename({
      variables: { input: { passkeyId: passkey.id, name } },
      onDone,
      onRefused: (refusal) => setError(refusal.text),
      failure: "The passkey could not be renamed. Please try again.",
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4 text-sm text-slate-700">
      <TextField
        label="Name"
        name="passkey-name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        autoFocus
        value={name}
        onChange={(next) => {
          setName(next);
          setError(undefined);
        }}
        error={error}
      />
      <DialogActions submitLabel="Save" pendingLabel="Saving" pending={renaming} onCancel={onDone} />
    </form>
  );
}
