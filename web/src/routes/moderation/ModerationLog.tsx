import { graphql, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { RelativeTime } from "../../posts/RelativeTime";
import type { ModerationLog_query$key } from "./__generated__/ModerationLog_query.graphql";
import type { ModerationLogPaginationQuery } from "./__generated__/ModerationLogPaginationQuery.graphql";
import { ShowMoreButton } from "./ShowMoreButton";

const PAGE_SIZE = 20;

/** What a desk shows for the server's admin command (npm run admin), which has no account. */
const ADMIN_COMMAND = "Server admin";

const ACTIONS = {
  DISMISS: "dismissed reports about",
  REMOVE_CONTENT: "removed content of",
  SUSPEND: "suspended",
  LIFT_SUSPENSION: "lifted the suspension of",
} as const;

/** "upheld the removal appealed by": an appeal's decision names what was appealed (no subject: a suspension). */
function actionText(kind: string, subject: string | null | undefined): string {
  const appealed = subject ? "removal" : "suspension";
  if (kind === "UPHOLD_APPEAL") return `upheld the ${appealed} appealed by`;
  if (kind === "OVERTURN_APPEAL") return `overturned the ${appealed} appealed by`;
  return ACTIONS[kind as keyof typeof ACTIONS] ?? kind;
}

/** Entries whose closedReports says nothing: they act on no report. */
const REPORTLESS = new Set(["LIFT_SUSPENSION", "UPHOLD_APPEAL", "OVERTURN_APPEAL"]);

/** Someone an entry names: a deleted account as the app shows one, with the name it had then; null: the admin command. */
function Person({ person }: { person?: { username: string; usernameThen: string; deleted: boolean } | null }) {
  if (!person) return <span className="font-semibold">{ADMIN_COMMAND}</span>;
  if (!person.deleted) return <span className="font-semibold">{person.username}</span>;
  return (
    <span>
      <span className="font-semibold">{person.username}</span>{" "}
      <span className="text-slate-600">(was {person.usernameThen})</span>
    </span>
  );
}

/** The audit log, newest first: a page at a time, to its first entry. */
export function ModerationLog({ query }: { query: ModerationLog_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ModerationLogPaginationQuery,
    ModerationLog_query$key
  >(
    graphql`
      fragment ModerationLog_query on Query
      @refetchable(queryName: "ModerationLogPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        moderation {
          ... on ModerationDesk {
            log(first: $count, after: $cursor) @connection(key: "ModerationLog_log") {
              edges {
                node {
                  databaseId
                  kind
                  moderator {
                    username
                    usernameThen
                    deleted
                  }
                  account {
                    username
                    usernameThen
                    deleted
                  }
                  closedReports
                  subject
                  reason
                  createdAt
                }
              }
            }
          }
        }
      }
    `,
    query,
  );
  const entries = (data.moderation?.log?.edges ?? []).map((edge) => edge.node);
  return (
    <Card>
      {entries.length === 0 && <p className="p-4 text-sm text-slate-600">No moderator action yet.</p>}
      <ol className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.databaseId} className="p-4 text-sm text-slate-700">
            <Person person={entry.moderator} /> {actionText(entry.kind, entry.subject)}{" "}
            <Person person={entry.account} />
            {entry.closedReports === 0 && !REPORTLESS.has(entry.kind) && (
              <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800">
                No report was open
              </span>
            )}
            {entry.reason && <span className="block break-words text-slate-600">“{entry.reason}”</span>}
            <RelativeTime isoDate={entry.createdAt} className="block text-xs text-slate-600" />
          </li>
        ))}
      </ol>
      {hasNext && (
        <div className="px-2 pb-2">
          <ShowMoreButton onClick={() => loadNext(PAGE_SIZE)} loading={isLoadingNext} label="audit log entries" />
        </div>
      )}
    </Card>
  );
}
