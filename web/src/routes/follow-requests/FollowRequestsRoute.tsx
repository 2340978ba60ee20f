import { Suspense } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { PageLoading } from "../../components/PageLoading";
import { useFocusAfterRowRemoval } from "../../components/focus/useFocusAfterRowRemoval";
import type { FollowRequestsRoute_query$key } from "./__generated__/FollowRequestsRoute_query.graphql";
import type { FollowRequestsRouteQuery } from "./__generated__/FollowRequestsRouteQuery.graphql";
import type { FollowRequestsPaginationQuery } from "./__generated__/FollowRequestsPaginationQuery.graphql";
import { useAnswerFollowRequest } from "./useAnswerFollowRequest";
import { profilePath } from "../../users/profilePath";

const PAGE_SIZE = 20;

/** /follow-requests: the people asking to follow the viewer's private account, each to approve or decline. */
export function FollowRequestsRoute() {
  return (
    <PageFrame
      title="Follow requests"
      description="People who asked to follow your private account. Declining doesn't tell them."
      narrow
    >
      <Suspense fallback={<PageLoading />}>
        <FollowRequests />
      </Suspense>
    </PageFrame>
  );
}

function FollowRequests() {
  const query = useLazyLoadQuery<FollowRequestsRouteQuery>(
    graphql`
      query FollowRequestsRouteQuery {
        ...FollowRequestsRoute_query
      }
    `,
    {},
    // a request may have come or gone since the list was last shown
    { fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FollowRequestsPaginationQuery,
    FollowRequestsRoute_query$key
  >(
    graphql`
      fragment FollowRequestsRoute_query on Query
      @refetchable(queryName: "FollowRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followRequests(first: $count, after: $cursor) @connection(key: "FollowRequestsRoute_followRequests") {
          __id
          edges {
            node {
              id
              databaseId
              username
              name
              profileImage {
                url
              }
            }
          }
        }
      }
    `,
    query,
  );
  const answer = useAnswerFollowRequest();
  const connection = data.followRequests;
  const people = (connection?.edges ?? []).map((edge) => edge.node);
  const list = useFocusAfterRowRemoval<HTMLDivElement>(people.map((person) => person.id));

  return (
    <div ref={list}>
      {connection && people.length > 0 ? (
        <Card className="p-2 sm:p-4">
          <ul aria-label="Follow requests" className="divide-y divide-slate-100">
            {people.map((person) => (
              // the name keeps a readable width: on a phone the buttons wrap below it
              <li key={person.id} data-row-key={person.id} className="flex flex-wrap items-center gap-3 px-2 py-3">
                <Avatar src={person.profileImage.url} alt="" fallbackName={person.username} size="md" />
                <Link to={profilePath(person)} className="min-w-0 flex-1 basis-40 text-sm">
                  <span className="block truncate font-semibold text-slate-900">{person.username}</span>
                  <span className="block truncate text-slate-600">{person.name}</span>
                </Link>
                <span className="ml-auto flex shrink-0 gap-2">
                  <button
                    type="button"
                    onClick={() => answer("approve", person, connection.__id)}
                    aria-label={`Approve ${person.username}`}
                    className="rounded-lg bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
                  >
                    Approve
                  </button>
                  <button
                    type="button"
                    onClick={() => answer("decline", person, connection.__id)}
                    aria-label={`Decline ${person.username}`}
                    className="rounded-lg border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
                  >
                    Decline
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {hasNext && (
            <button
              type="button"
              onClick={() => loadNext(PAGE_SIZE)}
              disabled={isLoadingNext}
              className="mt-2 w-full rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {isLoadingNext ? "Loading..." : "Show more"}
            </button>
          )}
        </Card>
      ) : (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">No follow requests right now.</Card>
      )}
    </div>
  );
}
