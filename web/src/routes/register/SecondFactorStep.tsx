import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useFocusFirstInvalid } from "../../components/form/useFocusFirstInvalid";
import { useAppMutation } from "../../mutations/useAppMutation";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import type { SecondFactorStepMutation } from "./__generated__/SecondFactorStepMutation.graphql";
import { useCompleteSignIn } from "./useCompleteSignIn";

type Kind = "code" | "recoveryCode";

/**
 * A log-in's second step, for an account with two-step sign-in: the code from the authenticator
 * app, or one of the recovery codes. `onEnded`: the challenge is over (expired, or too many wrong
 * codes): the person logs in again.
 */
export function SecondFactorStep({
  challenge,
  onEnded,
}: {
  readonly challenge: string;
  readonly onEnded: (why: string) => void;
}) {
  const [kind, setKind] = useState<Kind>("code");
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    const typed = value.trim();
    if (typed === "") return refuse(kind === "code" ? "Enter the 6 digits." : "Enter one of your recovery codes.");
    commit({
      variables: { input: { challenge, [kind]: typed } },
      updater: linkViewerToRoot("completeSecondFactor"),
      onDone: ({ authPayload }) => {
        if (authPayload) completeSignIn(authPayload, "Logged in successfully!");
      },
      onRefused: (refusal) => {
        if (refusal.code === "SECOND_FACTOR_CHALLENGE_INVALID") return onEnded(refusal.text);
        refuse(refusal.text);
      },
      failure: "An error occurred during login.",
      tooManyRequests: "Too many wrong codes. Please try again in a few minutes.",
    });
  };

  const switchTo = (next: Kind) => {
    setKind(next);
    setValue("");
    setError(undefined);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4" aria-label="Two-step sign-in">
      <h2 className="text-base font-semibold text-slate-900">Two-step sign-in</h2>
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
