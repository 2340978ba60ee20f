import { useEffect, useRef, useState } from "react";
import { graphql } from "react-relay";
import { useSearchParams } from "react-router-dom";
import { AccountCardPage, CardLink } from "../../components/AccountCardPage";
import { Spinner } from "../../components/Spinner";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useSession } from "../../session/useSession";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import type { VerifyEmailRouteMutation } from "./__generated__/VerifyEmailRouteMutation.graphql";

type Outcome =
  | { readonly state: "confirming" }
  | { readonly state: "confirmed"; readonly email: string; readonly changed: boolean }
  | { readonly state: "refused"; readonly text: string };

/** /verify-email?token=...: the link of an address mail, followed as the page opens (once: a link works once). */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { session } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: "confirming" } : { state: "refused", text: USER_ERROR_TEXTS.LINK_INVALID },
  );
  const followed = useRef(false);
  const [commit] = useAppMutation<VerifyEmailRouteMutation>(graphql`
    mutation VerifyEmailRouteMutation($input: VerifyEmailInput!) {
      verifyEmail(input: $input) {
        ... on VerifyEmailPayload @alias(as: "verified") {
          email
          changed
          user {
            id
            email
            emailVerified
            pendingEmail
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  useEffect(() => {
    if (!token || followed.current) return;
    followed.current = true;
    commit({
      variables: { input: { token } },
      onDone: ({ verified }) => {
        if (verified) setOutcome({ state: "confirmed", email: verified.email, changed: verified.changed });
      },
      onRefused: (refusal) => setOutcome({ state: "refused", text: refusal.text }),
      onFailed: (text) => setOutcome({ state: "refused", text }),
      failure: "Your address could not be confirmed just now. Open the link again in a moment.",
    });
  }, [commit, token]);

  const title = {
    confirming: "Confirming your email address",
    confirmed: "Email address confirmed",
    refused: "This link does not work",
  }[outcome.state];
  return (
    <AccountCardPage title={title}>
      {outcome.state === "confirming" && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner />
          Confirming your address…
        </p>
      )}
      {outcome.state === "confirmed" && (
        <div role="status" className="space-y-2 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">Thank you: your address is confirmed.</p>
          <p>
            {outcome.changed ? "Your account's email address is now " : "We will write to you at "}
            <span className="font-medium [overflow-wrap:anywhere]">{outcome.email}</span>
            {outcome.changed ? "." : " when you need a link to set a new password."}
          </p>
        </div>
      )}
      {outcome.state === "refused" && (
        <div role="alert" className="space-y-2 text-sm text-slate-700">
          <p>{outcome.text}</p>
          {session && <p>Settings can send you a new link.</p>}
        </div>
      )}
      {outcome.state !== "confirming" &&
        (session ? (
          <CardLink to={outcome.state === "refused" ? "/settings" : "/"}>
            {outcome.state === "refused" ? "Go to Settings" : "Go to SkySocial"}
          </CardLink>
        ) : (
          <CardLink to="/register">Log in</CardLink>
        ))}
    </AccountCardPage>
  );
}
