import { graphql, useLazyLoadQuery } from "react-relay";
import type { HomeRouteQuery } from "./__generated__/HomeRouteQuery.graphql";
import { CustomChallengesCard } from "./CustomChallengesCard";
import { FeedEmptyState } from "./FeedEmptyState";
import { MiniProfileCard } from "./MiniProfileCard";
import { SuggestedPeopleCard } from "./SuggestedPeopleCard";

export function HomeRoute() {
  const { viewer } = useLazyLoadQuery<HomeRouteQuery>(
    graphql`
      query HomeRouteQuery {
        viewer {
          ...MiniProfileCard_user
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[280px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,1fr)_280px]">
      <aside aria-label="Your profile and challenges" className="hidden space-y-6 md:block">
        {viewer && <MiniProfileCard user={viewer} />}
        <CustomChallengesCard />
      </aside>
      <section aria-labelledby="feed-heading" className="min-w-0">
        <h1 id="feed-heading" className="sr-only">
          Your feed
        </h1>
        <FeedEmptyState />
      </section>
      <aside aria-label="Suggested people" className="hidden lg:block">
        <SuggestedPeopleCard />
      </aside>
    </div>
  );
}
