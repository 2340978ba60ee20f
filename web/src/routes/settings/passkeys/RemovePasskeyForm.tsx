import { graphql } from "react-relay";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { PasswordAgainForm } from "../twoStep/PasswordAgainForm";
import type { RemovePasskeyFormMutation } from "./__generated__/RemovePasskeyFormMutation.graphql";

/** Removing a passkey, with the password again: it signs no one in from then on. */
export function RemovePasskeyForm({
  passkey,
  onDone,
}: {
  readonly passkey: { readonly id: string; readonly name: string };
  readonly onDone: () => void;
}) {
  const [remove, removing] = useAppMutation<RemovePasskeyFormMutation>(graphql`
    mutation RemovePasskeyFormMutation($input: RemovePasskeyInput!) {
      removePasskey(input: $input) {
        ... on RemovePasskeyPayload @alias(as: "removed") {
          viewer {
            ...PasskeysSetting_viewer
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  return (
    <PasswordAgainForm
      intro="It will no longer sign you in. Your device may still offer it; you can delete it there too."
      submitLabel="Remove passkey"
      pendingLabel="Removing"
      pending={removing}
      danger
      onCancel={onDone}
      onSubmit={(password, outcome) =>
        remove({
          variables: { input: { passkeyId: passkey.id, password } },
          onDone,
          onRefused: outcome.onRefused,
          failure: "The passkey could not be removed. Please try again.",
          tooManyRequests: "Too many wrong passwords. Please try again in a few minutes.",
        })
      }
    />
  );
}
