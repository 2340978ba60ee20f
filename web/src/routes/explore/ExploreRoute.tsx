import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { PageFrame } from "../../components/PageFrame";
import { PageLoading } from "../../components/PageLoading";
import { KeyboardShortcuts } from "../../shortcuts/KeyboardShortcuts";
import type { ExploreRouteQuery } from "./__generated__/ExploreRouteQuery.graphql";
import { ExplorePosts } from "./ExplorePosts";

/** /explore: recent popular posts from people the viewer does not follow yet. */
export function ExploreRoute() {
  return (
    <PageFrame title="Explore" description="Popular lately, from people you don't follow yet." narrow>
      <Suspense fallback={<PageLoading label="Loading posts" />}>
        <ExploreQuery />
      </Suspense>
      <KeyboardShortcuts />
    </PageFrame>
  );
}

function ExploreQuery() {
  const query = useLazyLoadQuery<ExploreRouteQuery>(
    graphql`
      query ExploreRouteQuery {
        ...ExplorePosts_query
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return <ExplorePosts query={query} />;
}
