import { useState } from "react";
import { graphql } from "react-relay";
import { AppealFields, useAppealText } from "../../moderation/AppealFields";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { SuspensionNoticeAppealMutation } from "./__generated__/SuspensionNoticeAppealMutation.graphql";

export interface Suspension {
  readonly reason: string;
  /** ISO date-time */
  readonly since: string;
  /** null: a suspension older than appeals, which cannot be appealed here */
  readonly appeal: {
    readonly open: boolean;
    readonly status: string | null;
    readonly note: string;
  } | null;
}

interface SuspensionNoticeProps {
  readonly suspension: Suspension;
  /** what was just typed in the log-in form: the appeal proves the account is theirs with it */
  readonly credentials: { readonly username: string; readonly password: string };
}

/** Why this account cannot log in (the moderator's own words, since when), and its appeal. */
export function SuspensionNotice({ suspension, credentials }: SuspensionNoticeProps) {
  const since = new Date(suspension.since).toLocaleDateString(undefined, { dateStyle: "long" });
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">This account has been suspended since {since}.</p>
      {suspension.reason && (
        <p className="mt-1 break-words">
          The moderator’s reason: <q>{suspension.reason}</q>
        </p>
      )}
      <p className="mt-1">You cannot log in until a moderator lifts the suspension.</p>
      {suspension.appeal && <SuspensionAppeal appeal={suspension.appeal} credentials={credentials} />}
    </div>
  );
}

/** Where the appeal stands, or the form that makes it (with the password just typed: no session exists). */
function SuspensionAppeal({
  appeal,
  credentials,
}: {
  appeal: NonNullable<Suspension["appeal"]>;
  credentials: SuspensionNoticeProps["credentials"];
}) {
  const [writing, setWriting] = useState(false);
  const appealText = useAppealText();
  /** set once sent: whether the decision will also come by mail */
  const [sent, setSent] = useState<{ byMail: boolean } | null>(null);
  const [commit, sending] = useAppMutation<SuspensionNoticeAppealMutation>(graphql`
    mutation SuspensionNoticeAppealMutation($input: AppealSuspensionInput!) {
      appealSuspension(input: $input) {
        ... on AppealSuspensionPayload {
          decisionByMail
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  if (sent)
    return (
      <p className="mt-3 border-t border-red-200 pt-3 font-medium" role="status">
        Appeal sent. A moderator will answer{" "}
        {sent.byMail
          ? "by e-mail, and here when you next try to log in."
          : "here: try logging in again later to see it."}
      </p>
    );
  if (appeal.status === "OPEN")
    return (
      <p className="mt-3 border-t border-red-200 pt-3">
        Your appeal is waiting for a moderator. Their answer will show here when you try to log in.
      </p>
    );
  if (appeal.status)
    return (
      <p className="mt-3 border-t border-red-200 pt-3 break-words">
        A moderator looked at your appeal and kept the suspension.
        {appeal.note && (
          <>
            {" "}
            Their note: <q>{appeal.note}</q>
          </>
        )}
      </p>
    );
  if (!appeal.open) return <p className="mt-3 border-t border-red-200 pt-3">The 30 days to appeal have passed.</p>;
  if (!writing)
    return (
      <button
        type="button"
        onClick={() => setWriting(true)}
        className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        Appeal this suspension
      </button>
    );

  // not a form of its own: it sits in the log-in form, and forms do not nest
  const send = () => {
    const text = appealText.ready();
    if (sending || !text) return;
    commit({
      variables: { input: { ...credentials, text } },
      failure: "Your appeal could not be sent. Please try again.",
      onDone: (answer) => setSent({ byMail: answer.decisionByMail ?? false }),
      onRefused: (shown) => appealText.setError(shown.text),
      onFailed: appealText.setError,
    });
  };
  return (
    <div className="mt-3 space-y-2 border-t border-red-200 pt-3 text-slate-900">
      <AppealFields
        appeal={appealText}
        label="Why was this suspension wrong?"
        hint="You can appeal once. A moderator reads it and decides."
        sending={sending}
        onCancel={() => setWriting(false)}
        onSend={send}
        tone="danger"
      />
    </div>
  );
}
