import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Card } from "../../components/Card";
import { RelativeTime } from "../../posts/RelativeTime";
import type { AppealCaseCard_appeal$key } from "./__generated__/AppealCaseCard_appeal.graphql";
import { ReasonDialog } from "./ReasonDialog";
import type { ModeratorAction } from "./useModeratorAction";

const THINGS = { USER: "content", POST: "post", COMMENT: "comment", MESSAGE: "message" } as const;

const buttonClassName =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100";

interface AppealCaseCardProps {
  readonly appeal: AppealCaseCard_appeal$key;
  readonly pending: boolean;
  readonly act: (action: ModeratorAction) => Promise<boolean>;
}

/** One appeal: what the moderator did and why, what the person says, and the two answers. */
export function AppealCaseCard({ appeal, pending, act }: AppealCaseCardProps) {
  const data = useFragment(
    graphql`
      fragment AppealCaseCard_appeal on ModerationAppeal {
        appeal {
          databaseId
          text
          createdAt
        }
        appellant {
          username
          name
          suspendedAt
        }
        action {
          kind
          subject
          reason
          excerpt
          moderatorUsername
          createdAt
        }
      }
    `,
    appeal,
  );
  const [deciding, setDeciding] = useState<"UPHOLD" | "OVERTURN" | null>(null);
  const { appellant, action } = data;
  const suspension = action.kind === "SUSPEND";
  const thing = THINGS[(action.subject ?? "USER") as keyof typeof THINGS] ?? "content";
  const what = suspension ? "suspension" : `removal of their ${thing}`;

  return (
    <Card className="p-5">
      <article aria-label={`Appeal by ${appellant.username}`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">
            {appellant.username} appeals the {what}
            <span className="ml-2 font-normal text-slate-600">{appellant.name}</span>
          </h3>
          <p className="text-xs font-medium text-slate-600">
            Appealed <RelativeTime isoDate={data.appeal.createdAt} />
          </p>
        </div>
        <dl className="mt-3 space-y-2 text-sm">
          <div>
            <dt className="text-xs font-semibold text-slate-600">
              {suspension ? "Suspended" : "Removed"} by {action.moderatorUsername} ·{" "}
              <RelativeTime isoDate={action.createdAt} />
            </dt>
            <dd className="mt-0.5 break-words text-slate-800">
              {action.reason ? <>Reason: “{action.reason}”</> : "No reason given."}
            </dd>
          </div>
          {!suspension && (
            <div>
              <dt className="text-xs font-semibold text-slate-600">What was removed</dt>
              <dd className="mt-0.5">
                <blockquote className="border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800">
                  {action.excerpt || "(no text)"}
                </blockquote>
              </dd>
            </div>
          )}
          <div>
            <dt className="text-xs font-semibold text-slate-600">Their appeal</dt>
            <dd className="mt-0.5">
              <blockquote className="border-l-4 border-brand-100 pl-3 break-words whitespace-pre-line text-slate-800">
                {data.appeal.text}
              </blockquote>
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" disabled={pending} onClick={() => setDeciding("UPHOLD")} className={buttonClassName}>
            Uphold
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={() => setDeciding("OVERTURN")}
            className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Overturn
          </button>
        </div>
      </article>
      <ReasonDialog
        open={deciding !== null}
        title={deciding === "OVERTURN" ? `Overturn the ${what}?` : `Uphold the ${what}?`}
        label={`Note to ${appellant.username}`}
        consequences={
          deciding === "UPHOLD"
            ? `The ${suspension ? "suspension" : "removal"} stands, and this is final. ${appellant.username} is told, with your note.`
            : suspension
              ? `The suspension is lifted at once: ${appellant.username} can log in again, and is told, with your note.`
              : `The ${thing} cannot be brought back: ${appellant.username} is told the removal was wrong, with your note and what it said, so they can post it again.`
        }
        submitLabel={deciding === "OVERTURN" ? "Overturn" : "Uphold"}
        pendingLabel="Deciding…"
        pending={pending}
        onCancel={() => setDeciding(null)}
        onSubmit={async (note) => {
          if (!deciding) return false;
          const done = await act({ kind: "decide", appealId: data.appeal.databaseId, decision: deciding, note });
          if (done) setDeciding(null);
          return done;
        }}
      />
    </Card>
  );
}
