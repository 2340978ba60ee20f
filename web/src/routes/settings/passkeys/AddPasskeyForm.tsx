import { useState } from "react";
import { graphql } from "react-relay";
import { TextField } from "../../../components/form/TextField";
import { PASSKEY_NAME_MAX } from "../../../limits";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { makePasskey, passkeyFailureText } from "../../../session/passkeyCeremonies";
import { PasswordAgainForm, type PasswordOutcome } from "../twoStep/PasswordAgainForm";
import type { AddPasskeyFormFinishMutation } from "./__generated__/AddPasskeyFormFinishMutation.graphql";
import type { AddPasskeyFormStartMutation } from "./__generated__/AddPasskeyFormStartMutation.graphql";
import { thisDeviceName } from "./thisDeviceName";

const FAILURE = "The passkey could not be added. Please try again.";
const TOO_MANY = "Too many wrong passwords. Please try again in a few minutes.";

/**
 * Adding a passkey: its name and the password, then the browser asks the device to make it (the
 * device checks its owner), then the server stores it. `onAdded` closes the dialog.
 */
export function AddPasskeyForm({ onAdded, onCancel }: { readonly onAdded: () => void; readonly onCancel: () => void }) {
  const [name, setName] = useState(thisDeviceName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [start, starting] = useAppMutation<AddPasskeyFormStartMutation>(graphql`
    mutation AddPasskeyFormStartMutation($input: StartPasskeyRegistrationInput!) {
      startPasskeyRegistration(input: $input) {
        ... on StartPasskeyRegistrationPayload @alias(as: "started") {
          options
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const [finish, finishing] = useAppMutation<AddPasskeyFormFinishMutation>(graphql`
    mutation AddPasskeyFormFinishMutation($input: FinishPasskeyRegistrationInput!) {
      finishPasskeyRegistration(input: $input) {
        ... on FinishPasskeyRegistrationPayload @alias(as: "added") {
          viewer {
            ...PasskeysSetting_viewer
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const add = (password: string, outcome: PasswordOutcome) => {
    const refuse = (text: string) => outcome.onRefused({ code: "PASSKEY_NOT_ACCEPTED", text, fieldTexts: {} });
    start({
      variables: { input: { password } },
      onDone: ({ started }) => {
        if (!started) return;
        setAsking(true);
        makePasskey(started.options)
          .then((response) =>
            finish({
              variables: { input: { response, name } },
              onDone: onAdded,
              onRefused: (refusal) =>
                refusal.code === "PASSKEY_NAME_TOO_LONG" ? setNameError(refusal.text) : outcome.onRefused(refusal),
              onFailed: refuse,
              failure: FAILURE,
            }),
          )
          .catch((cause: unknown) => refuse(passkeyFailureText(cause)))
          .finally(() => setAsking(false));
      },
      onRefused: outcome.onRefused,
      onFailed: refuse,
      failure: FAILURE,
      tooManyRequests: TOO_MANY,
    });
  };

  return (
    <PasswordAgainForm
      intro="Your device will ask for your fingerprint, face or screen lock to make the passkey. From then on it signs you in without your password."
      submitLabel="Add passkey"
      pendingLabel={asking ? "Waiting for your device" : "Adding"}
      pending={starting || asking || finishing}
      onCancel={onCancel}
      onSubmit={add}
    >
      <TextField
        label="Name"
        name="passkey-name"
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX}
        hint="So you can tell your passkeys apart, e.g. “Work laptop”."
        value={name}
        onChange={(next) => {
          setName(next);
          setNameError(undefined);
        }}
        error={nameError}
      />
    </PasswordAgainForm>
  );
}
