import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Card } from "../../components/Card";
import { RelativeTime } from "../../posts/RelativeTime";
import type { ModerationCaseCard_case$key } from "./__generated__/ModerationCaseCard_case.graphql";
import { ReasonDialog } from "./ReasonDialog";
import type { ModeratorAction } from "./useModeratorAction";

const SUBJECTS = { USER: "Profile", POST: "Post", COMMENT: "Comment", MESSAGE: "Message" } as const;
/** "Post by ada", "Profile of ada", "Message from ada" */
const TITLES = { USER: "Profile of", POST: "Post by", COMMENT: "Comment by", MESSAGE: "Message from" } as const;
const REASONS = {
  SPAM: "Spam",
  HARASSMENT: "Harassment",
  HATE: "Hate",
  NUDITY: "Nudity",
  VIOLENCE: "Violence",
  OTHER: "Something else",
} as const;
const label = <T extends string>(labels: Record<string, string>, value: T) => labels[value] ?? value;

const buttonClassName =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100";

interface ModerationCaseCardProps {
  readonly reported: ModerationCaseCard_case$key;
  readonly pending: boolean;
  readonly act: (action: ModeratorAction) => Promise<boolean>;
}

/** One reported thing: what it says and where, who reported it and why, and what a moderator can do. */
export function ModerationCaseCard({ reported, pending, act }: ModerationCaseCardProps) {
  const data = useFragment(
    graphql`
      fragment ModerationCaseCard_case on ModerationCase {
        subject
        subjectId
        excerpt
        context
        contentExists
        account {
          userId
          username
          name
          deleted
        }
        post {
          image {
            url
          }
        }
        reports {
          reason
          details
          reporterUsername
          createdAt
        }
      }
    `,
    reported,
  );
  const [suspending, setSuspending] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const { account } = data;
  const what = label(SUBJECTS, data.subject);

  return (
    <Card className="p-5">
      <article aria-label={`${label(TITLES, data.subject)} ${account.username}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">
            {label(TITLES, data.subject)} {account.username}
            {/* a comma in the text, not a margin: a screen reader runs "adaAda Lovelace" together otherwise */}
            {!account.deleted && (
              <>
                , <span className="font-normal text-slate-600">{account.name}</span>
              </>
            )}
          </h3>
          <p className="text-xs font-medium text-slate-600">
            {data.reports.length === 1 ? "1 report" : `${data.reports.length} reports`}
            {!data.contentExists && " · already deleted"}
          </p>
        </div>
        <div className="mt-3 flex gap-4">
          {data.post && (
            <img
              src={data.post.image.url}
              alt={`The reported post by ${account.username}`}
              className="size-24 shrink-0 rounded-lg object-cover"
            />
          )}
          <div className="min-w-0">
            <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-200 pl-3 text-sm text-slate-800">
              {data.excerpt || "(no text)"}
            </blockquote>
            {data.context.filter(Boolean).map((line) => (
              <p key={line} className="mt-1 break-words text-xs text-slate-600">
                {line}
              </p>
            ))}
          </div>
        </div>
        <ul className="mt-3 space-y-1 border-t border-slate-100 pt-3">
          {data.reports.map((r) => (
            <li key={`${r.reporterUsername}-${r.createdAt}`} className="text-sm text-slate-700">
              <span className="font-semibold">{label(REASONS, r.reason)}</span> from {r.reporterUsername},{" "}
              <RelativeTime isoDate={r.createdAt} className="text-slate-600" />
              {r.details && <span className="block break-words text-slate-600">“{r.details}”</span>}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={pending}
            onClick={() => void act({ kind: "dismiss", subjectId: data.subjectId })}
            className={buttonClassName}
          >
            Dismiss
          </button>
          {data.subject !== "USER" && data.contentExists && (
            <button
              type="button"
              disabled={pending}
              onClick={() => setConfirmingRemoval(true)}
              className={buttonClassName}
            >
              Remove {what.toLowerCase()}
            </button>
          )}
          {/* a deleted account's messages stay reported; there is no account left to suspend */}
          {!account.deleted && (
            <button
              type="button"
              disabled={pending}
              onClick={() => setSuspending(true)}
              className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
            >
              Suspend {account.username}
            </button>
          )}
        </div>
      </article>
      <ReasonDialog
        open={confirmingRemoval}
        title={`Remove this ${what.toLowerCase()} by ${account.username}?`}
        consequences={`It goes for good, for everyone, and the reports about it close.${account.deleted ? "" : ` ${account.username} is told what went, and your reason.`}`}
        submitLabel={`Remove ${what.toLowerCase()}`}
        pendingLabel="Removing…"
        pending={pending}
        onCancel={() => setConfirmingRemoval(false)}
        onSubmit={async (reason) => {
          const done = await act({ kind: "remove", subjectId: data.subjectId, reason });
          if (done) setConfirmingRemoval(false);
          return done;
        }}
      />
      <ReasonDialog
        open={suspending}
        title={`Suspend ${account.username}?`}
        consequences="They are logged out everywhere and cannot log in; their profile, posts and comments are hidden from everyone but moderators until you lift the suspension. They are told your reason when they try to log in."
        submitLabel="Suspend account"
        pendingLabel="Suspending…"
        pending={pending}
        onCancel={() => setSuspending(false)}
        onSubmit={async (reason) => {
          const done = await act({ kind: "suspend", userId: account.userId, reason });
          if (done) setSuspending(false);
          return done;
        }}
      />
    </Card>
  );
}
