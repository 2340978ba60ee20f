import { graphql, usePaginationFragment } from "react-relay";
import { Card } from "../../components/Card";
import { RelativeTime } from "../../posts/RelativeTime";
import type { ModerationLog_query$key } from "./__generated__/ModerationLog_query.graphql";
import type { ModerationLogPaginationQuery } from "./__generated__/ModerationLogPaginationQuery.graphql";
import { ShowMoreButton } from "./ShowMoreButton";

const PAGE_SIZE = 20;

const ACTIONS = {
  DISMISS: "dismissed reports about",
  REMOVE_CONTENT: "removed content of",
  SUSPEND: "suspended",
  LIFT_SUSPENSION: "lifted the suspension of",
} as const;

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
                  moderatorUsername
                  accountUsername
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
            <span className="font-semibold">{entry.moderatorUsername}</span>{" "}
            {ACTIONS[entry.kind as keyof typeof ACTIONS] ?? entry.kind}{" "}
            <span className="font-semibold">{entry.accountUsername}</span>
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
