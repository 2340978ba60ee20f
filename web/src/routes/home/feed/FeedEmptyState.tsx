import { Suspense, type ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../../components/Card";
import { UsersIcon } from "../../../components/icons";
import type { FeedEmptyStateQuery } from "./__generated__/FeedEmptyStateQuery.graphql";

const NOT_FOLLOWING =
  "You're not following anyone yet. Explore users and start following them to see posts in your feed!";
const NOTHING_POSTED = "No posts yet from the people you follow. Their new posts will show up here.";

/**
 * The usual empty-feed text is for someone who follows nobody. Someone who follows people who have not
 * posted yet is told that instead: "not following anyone" would be wrong for them.
 */
export function FeedEmptyState() {
  return (
    <Card className="px-6 py-12 text-center">
      <UsersIcon className="mx-auto size-10 text-brand-500" />
      <Suspense fallback={<EmptyText>{NOT_FOLLOWING}</EmptyText>}>
        <EmptyFeedText />
      </Suspense>
    </Card>
  );
}

function EmptyFeedText() {
  // The home page's mini profile has usually loaded the count already; a follow updates it.
  const { viewer } = useLazyLoadQuery<FeedEmptyStateQuery>(
    graphql`
      query FeedEmptyStateQuery {
        viewer {
          id
          followingCount
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  return <EmptyText>{viewer && viewer.followingCount > 0 ? NOTHING_POSTED : NOT_FOLLOWING}</EmptyText>;
}

function EmptyText({ children }: { children: ReactNode }) {
  return <p className="mx-auto mt-4 max-w-md text-sm text-slate-600">{children}</p>;
}
