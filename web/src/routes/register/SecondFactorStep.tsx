import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useFocusFirstInvalid } from "../../components/form/useFocusFirstInvalid";
import { useAppMutation } from "../../mutations/useAppMutation";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import { answerWithPasskey, passkeyFailureText, passkeysSupported } from "../../session/passkeyCeremonies";
import type { SecondFactorStepMutation } from "./__generated__/SecondFactorStepMutation.graphql";
import { useCompleteSignIn } from "./useCompleteSignIn";

type Kind = "code" | "recoveryCode";

/** What logIn answered for an account with two-step sign-in. */
export interface SecondFactorChallenge {
  readonly token: string;
  /** the WebAuthn options when the account has a passkey to answer with */
  readonly passkeyOptions: string | null;
}

/**
 * A log-in's second step, for an account with two-step sign-in: one of its passkeys, the code
 * from the authenticator app, or one of the recovery codes. `onEnded`: the challenge is over
 * (expired, or too many wrong codes): the person logs in again.
 */
export function SecondFactorStep({
  challenge: { token: challenge, passkeyOptions },
  onEnded,
}: {
  readonly challenge: SecondFactorChallenge;
  readonly onEnded: (why: string) => void;
}) {
  const [kind, setKind] = useState<Kind>("code");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const completeSignIn = useCompleteSignIn();
  const [commit, checking] = useAppMutation<SecondFactorStepMutation>(graphql`
    mutation SecondFactorStepMutation($input: CompleteSecondFactorInput!) {
      completeSecondFactor(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const refuse = (text: string) => {
    setError(text);
    focusFirstInvalid();
  };

  const answer = (
    input: { code: string } | { recoveryCode: string } | { passkey: string },
    refused: (text: string) => void,
  ) =>
    commit({
      variables: { input: { challenge, ...input } },
      updater: linkViewerToRoot("completeSecondFactor"),
      onDone: ({ authPayload }) => {
        if (authPayload) completeSignIn(authPayload, "Logged in successfully!");
      },
      onRefused: (refusal) => {
        if (refusal.code === "SECOND_FACTOR_CHALLENGE_INVALID") return onEnded(refusal.text);
        refused(refusal.text);
      },
      failure: "An error occurred during login.",
      tooManyRequests: "Too many wrong codes. Please try again in a few minutes.",
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const typed = value.trim();
    if (typed === "") return refuse(kind === "code" ? "Enter the 6 digits." : "Enter one of your recovery codes.");
    answer(kind === "code" ? { code: typed } : { recoveryCode: typed }, refuse);
  };

  const usePasskey = () => {
    if (checking || asking || !passkeyOptions) return;
    setPasskeyError(null);
    setAsking(true);
    answerWithPasskey(passkeyOptions)
      .then((passkey) => answer({ passkey }, setPasskeyError))
      .catch((cause: unknown) => setPasskeyError(passkeyFailureText(cause)))
      .finally(() => setAsking(false));
  };

  const switchTo = (next: Kind) => {
    setKind(next);
    setValue("");
    setError(undefined);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label="Two-step sign-in">
      <h2 className="text-base font-semibold text-slate-900">Two-step sign-in</h2>
      {passkeyOptions && passkeysSupported() && (
        <div className="space-y-2">
          <button
            type="button"
            onClick={usePasskey}
            aria-disabled={asking || checking || undefined}
            className="flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-disabled:opacity-60"
          >
            {asking ? "Waiting for your passkey…" : "Use your passkey"}
          </button>
          {passkeyError && (
            <p role="alert" className="text-sm text-red-700">
              {passkeyError}
            </p>
          )}
          <p className="text-center text-xs text-slate-500">or enter a code</p>
        </div>
      )}
      {kind === "code" ? (
        <TextField
          key="code"
          label="Enter the 6-digit code from your authenticator app"
          name="one-time-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
        />
      ) : (
        <TextField
          key="recoveryCode"
          label="Enter one of your recovery codes"
          name="recovery-code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          hint="Each recovery code works once."
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
        />
      )}
      <SubmitButton pending={checking} pendingLabel="checking">
        Verify
      </SubmitButton>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => switchTo(kind === "code" ? "recoveryCode" : "code")}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {kind === "code" ? "Use a recovery code instead" : "Use your authenticator app instead"}
        </button>
      </p>
    </form>
  );
}
