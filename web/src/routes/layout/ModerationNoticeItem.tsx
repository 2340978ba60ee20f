import { Suspense, useState, type FormEvent } from "react";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay";
import { AppealFields, useAppealText } from "../../moderation/AppealFields";
import { useAppMutation } from "../../mutations/useAppMutation";
import { RelativeTime } from "../../posts/RelativeTime";
import type { ModerationNoticeItemAppealMutation } from "./__generated__/ModerationNoticeItemAppealMutation.graphql";
import type { ModerationNoticeItem_notification$key } from "./__generated__/ModerationNoticeItem_notification.graphql";
import type { ModerationNoticeItemStandingQuery } from "./__generated__/ModerationNoticeItemStandingQuery.graphql";

/**
 * A moderator's removal of the viewer's content (CONTENT_REMOVED), with its appeal: offered while
 * it may be made, then "sent", then the decision; or the decision itself (APPEAL_DECIDED). Both
 * are said here: they lead nowhere, the content being gone.
 */
export function ModerationNoticeItem({ notification }: { notification: ModerationNoticeItem_notification$key }) {
  const data = useFragment(
    graphql`
      fragment ModerationNoticeItem_notification on Notification {
        id
        kind
        message
        createdAt
        read
      }
    `,
    notification,
  );
  return (
    <li className={`flex items-start gap-3 rounded-lg px-2 py-3 ${data.read ? "" : "bg-amber-50"}`}>
      <ShieldIcon />
      <span className="min-w-0 flex-1">
        <span className={`block text-sm break-words ${data.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>
          {data.message}
        </span>
        <RelativeTime isoDate={data.createdAt} className="block text-xs text-slate-600" />
        <Suspense fallback={null}>
          {/* a decision read with its standing also updates the removal's notice above it (one standing per action) */}
          <RemovalAppealStanding notificationId={data.id} shown={data.kind === "CONTENT_REMOVED"} />
        </Suspense>
      </span>
    </li>
  );
}

const DECIDED: Record<string, string> = {
  OPEN: "Appeal sent. A moderator will answer here.",
  UPHELD: "Appeal answered: the removal stands.",
  OVERTURNED: "Appeal answered: the removal was wrong.",
};

/**
 * Where the appeal of a removal stands, read when a moderation notice is shown: in the bell's own
 * operation, a page of notices each with its standing would cost more than any operation the web
 * client sends may (operation-cost.test.ts), for what few notices are. A decision's notice reads it
 * too, without showing it: the removal's notice then says the appeal was answered.
 */
function RemovalAppealStanding({ notificationId, shown }: { notificationId: string; shown: boolean }) {
  const { node } = useLazyLoadQuery<ModerationNoticeItemStandingQuery>(
    graphql`
      query ModerationNoticeItemStandingQuery($id: ID!) {
        node(id: $id) {
          ... on Notification {
            appealStanding {
              id
              actionId
              appealableUntil
              appeal {
                status
              }
            }
          }
        }
      }
    `,
    { id: notificationId },
  );
  const standing = node?.appealStanding;
  if (!standing || !shown) return null;
  return (
    <RemovalAppeal
      actionId={standing.actionId}
      open={standing.appealableUntil !== null}
      status={standing.appeal?.status ?? null}
    />
  );
}

/** The appeal of one removal: a button that opens a short form while it may be made, or where it stands. */
function RemovalAppeal({ actionId, open, status }: { actionId: string; open: boolean; status: string | null }) {
  const [writing, setWriting] = useState(false);
  const appealText = useAppealText();
  const [commit, sending] = useAppMutation<ModerationNoticeItemAppealMutation>(graphql`
    mutation ModerationNoticeItemAppealMutation($input: AppealModerationActionInput!) {
      appealModerationAction(input: $input) {
        ... on AppealModerationActionPayload {
          appealStanding {
            id
            appealableUntil
            appeal {
              status
            }
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  if (status) return <p className="mt-2 text-sm font-medium text-slate-700">{DECIDED[status] ?? status}</p>;
  if (!open) return <p className="mt-2 text-xs text-slate-600">The 30 days to appeal this have passed.</p>;
  if (!writing)
    return (
      <button
        type="button"
        onClick={() => setWriting(true)}
        className="mt-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        Appeal
      </button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = appealText.ready();
    if (sending || !text) return;
    commit({
      variables: { input: { actionId, text } },
      failure: "Your appeal could not be sent. Please try again.",
      onRefused: (shown) => appealText.setError(shown.text),
      onFailed: appealText.setError,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2" aria-label="Appeal this removal">
      <AppealFields
        appeal={appealText}
        label="Why was this removal wrong?"
        hint="You can appeal once. A moderator reads it and answers here."
        sending={sending}
        onCancel={() => setWriting(false)}
        tone="neutral"
      />
    </form>
  );
}

function ShieldIcon() {
  return (
    <span
      className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800"
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
