import { useCallback, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { RelativeTime } from "../../posts/RelativeTime";
import type { ModerationRouteQuery } from "./__generated__/ModerationRouteQuery.graphql";
import { ModerationCaseCard } from "./ModerationCaseCard";
import { useModeratorAction } from "./useModeratorAction";

const ACTIONS = {
  DISMISS: "dismissed reports about",
  REMOVE_CONTENT: "removed content of",
  SUSPEND: "suspended",
  LIFT_SUSPENSION: "lifted the suspension of",
} as const;

/** /moderation: open reports by what they are about, suspended accounts, and the audit log. Moderators only. */
export function ModerationRoute() {
  const [fetchKey, setFetchKey] = useState(0);
  const { moderation } = useLazyLoadQuery<ModerationRouteQuery>(
    graphql`
      query ModerationRouteQuery {
        moderation {
          __typename
          ... on ModerationDesk {
            openCases {
              subjectId
              ...ModerationCaseCard_case
            }
            suspendedAccounts {
              userId
              username
              suspendedAt
              suspensionReason
            }
            log {
              databaseId
              kind
              moderatorUsername
              accountUsername
              reason
              createdAt
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: "network-only", fetchKey },
  );
  const reload = useCallback(() => setFetchKey((key) => key + 1), []);
  const [act, pending] = useModeratorAction(reload);

  if (moderation?.__typename !== "ModerationDesk") {
    return (
      <PageFrame title="Moderation" narrow>
        <Card className="px-6 py-12 text-center text-sm text-slate-600">
          <p>Only moderators can see this page.</p>
        </Card>
      </PageFrame>
    );
  }

  return (
    <PageFrame title="Moderation" description="Reports waiting for a moderator, the longest waiting first.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="open-reports">
          <h2 id="open-reports" className="mb-3 text-lg font-semibold text-slate-900">
            Open reports
          </h2>
          {moderation.openCases.length === 0 ? (
            <Card className="px-6 py-10 text-center text-sm text-slate-600">
              <p>No open reports. All caught up.</p>
            </Card>
          ) : (
            <div className="space-y-4">
              {moderation.openCases.map((reported) => (
                <ModerationCaseCard key={reported.subjectId} reported={reported} pending={pending} act={act} />
              ))}
            </div>
          )}
        </section>
        <div className="space-y-6">
          <section aria-labelledby="suspended-accounts">
            <h2 id="suspended-accounts" className="mb-3 text-lg font-semibold text-slate-900">
              Suspended accounts
            </h2>
            <Card className="divide-y divide-slate-100">
              {moderation.suspendedAccounts.length === 0 && <p className="p-4 text-sm text-slate-600">None.</p>}
              {moderation.suspendedAccounts.map((account) => (
                <div key={account.userId} className="flex items-start justify-between gap-3 p-4">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">{account.username}</p>
                    <p className="break-words text-slate-600">{account.suspensionReason}</p>
                    {account.suspendedAt && (
                      <RelativeTime isoDate={account.suspendedAt} className="text-xs text-slate-600" />
                    )}
                  </div>
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => void act({ kind: "lift", userId: account.userId })}
                    className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                  >
                    Lift<span className="sr-only"> the suspension of {account.username}</span>
                  </button>
                </div>
              ))}
            </Card>
          </section>
          <section aria-labelledby="audit-log">
            <h2 id="audit-log" className="mb-3 text-lg font-semibold text-slate-900">
              Audit log
            </h2>
            <Card>
              {moderation.log.length === 0 && <p className="p-4 text-sm text-slate-600">No moderator action yet.</p>}
              <ol className="divide-y divide-slate-100">
                {moderation.log.map((entry) => (
                  <li key={entry.databaseId} className="p-4 text-sm text-slate-700">
                    <span className="font-semibold">{entry.moderatorUsername}</span>{" "}
                    {ACTIONS[entry.kind as keyof typeof ACTIONS] ?? entry.kind}{" "}
                    <span className="font-semibold">{entry.accountUsername}</span>
                    {entry.reason && <span className="block break-words text-slate-600">“{entry.reason}”</span>}
                    <RelativeTime isoDate={entry.createdAt} className="text-xs text-slate-600" />
                  </li>
                ))}
              </ol>
            </Card>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}
