import { useState } from "react";
import { graphql } from "react-relay";
import { useAppMutation } from "../../mutations/useAppMutation";
import { linkViewerToRoot } from "../../relay/linkViewerToRoot";
import { answerWithPasskey, passkeyFailureText, passkeysSupported } from "../../session/passkeyCeremonies";
import type { PasskeySignInFinishMutation } from "./__generated__/PasskeySignInFinishMutation.graphql";
import type { PasskeySignInStartMutation } from "./__generated__/PasskeySignInStartMutation.graphql";
import { useCompleteSignIn } from "./useCompleteSignIn";

const FAILURE = "Signing in with a passkey did not work. Please try again.";
const TOO_MANY = "Too many sign-in attempts. Please try again in a few minutes.";

/**
 * "Log in with a passkey": the device offers the passkeys it holds for this site and checks its
 * owner (PIN, fingerprint, face), so no username or password is typed and no second step follows.
 */
export function PasskeySignIn() {
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const [start, starting] = useAppMutation<PasskeySignInStartMutation>(graphql`
    mutation PasskeySignInStartMutation {
      startPasskeySignIn {
        options
      }
    }
  `);
  const [finish, finishing] = useAppMutation<PasskeySignInFinishMutation>(graphql`
    mutation PasskeySignInFinishMutation($input: FinishPasskeySignInInput!) {
      finishPasskeySignIn(input: $input) {
        ...useCompleteSignIn_authPayload @alias(as: "authPayload")
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  if (!passkeysSupported()) return null;
  const busy = starting || asking || finishing;

  const signIn = () => {
    if (busy) return;
    setError(null);
    start({
      variables: {},
      onDone: ({ options }) => {
        setAsking(true);
        answerWithPasskey(options)
          .then((response) =>
            finish({
              variables: { input: { response } },
              updater: linkViewerToRoot("finishPasskeySignIn"),
              onDone: ({ authPayload }) => {
                if (authPayload) completeSignIn(authPayload, "Logged in successfully!");
              },
              onRefused: (refusal) => setError(refusal.text),
              onFailed: setError,
              failure: FAILURE,
              tooManyRequests: TOO_MANY,
            }),
          )
          .catch((cause: unknown) => setError(passkeyFailureText(cause)))
          .finally(() => setAsking(false));
      },
      onFailed: setError,
      failure: FAILURE,
      tooManyRequests: TOO_MANY,
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={signIn}
        aria-disabled={busy || undefined}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-disabled:opacity-60"
      >
        <KeyIcon />
        {busy ? "Waiting for your passkey…" : "Log in with a passkey"}
      </button>
      {error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {error}
        </p>
      )}
    </div>
  );
}

function KeyIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3m-3 3 2 2m-5 1 2 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
