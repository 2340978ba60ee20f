import { Suspense, useEffect } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Card } from "../../../components/Card";
import { PageLoading } from "../../../components/PageLoading";
import { QueryErrorBoundary } from "../../../components/QueryErrorBoundary";
import type { FeedQuery } from "./__generated__/FeedQuery.graphql";
import { FeedList } from "./FeedList";

/** The centre column's posts, with their own loading and error states so the side columns stay usable. */
export function Feed() {
  return (
    <QueryErrorBoundary fallback={(error) => <FeedError error={error} />}>
      <Suspense fallback={<PageLoading label="Loading posts" />}>
        <FeedPosts />
      </Suspense>
    </QueryErrorBoundary>
  );
}

function FeedPosts() {
  const query = useLazyLoadQuery<FeedQuery>(
    graphql`
      query FeedQuery {
        ...FeedList_query
      }
    `,
    {},
    // Coming back to the home page shows the stored posts at once, then the newest ones.
    { fetchPolicy: "store-and-network" },
  );
  return <FeedList query={query} />;
}

function FeedError({ error }: { error: Error }) {
  useEffect(() => {
    console.error("Failed to fetch posts", error);
  }, [error]);
  return (
    <Card className="px-6 py-12 text-center">
      <p role="alert" className="text-sm font-medium text-red-700">
        Error: {error.message}
      </p>
    </Card>
  );
}
