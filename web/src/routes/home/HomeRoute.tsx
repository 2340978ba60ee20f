import { Suspense } from "react";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PageHeading } from "../../routeFocus/PageHeading";
import { KeyboardShortcuts } from "../../shortcuts/KeyboardShortcuts";
import { CustomChallengesCard } from "./CustomChallengesCard";
import { Feed } from "./feed/Feed";
import { HomeToolbar } from "./HomeToolbar";
import { ProfileColumn } from "./ProfileColumn";
import { SuggestedPeopleCard } from "./SuggestedPeopleCard";

const sideCardFallback = <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />;

// The side cards are extras: when one fails to load, it is left out and the feed carries on.
const hideOnError = () => null;

export function HomeRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 md:grid-cols-[280px_minmax(0,1fr)] lg:grid-cols-[280px_minmax(0,1fr)_280px]">
      {/* First, before the side columns' headings, so the page's outline starts at its h1. */}
      <PageHeading id="feed-heading" className="sr-only">
        Your feed
      </PageHeading>
      <aside aria-label="Your profile and challenges" className="hidden space-y-6 md:block">
        <QueryErrorBoundary fallback={hideOnError}>
          <Suspense fallback={sideCardFallback}>
            <ProfileColumn />
          </Suspense>
        </QueryErrorBoundary>
        <CustomChallengesCard />
      </aside>
      <section aria-labelledby="feed-heading" className="min-w-0">
        <HomeToolbar />
        <Feed />
      </section>
      <KeyboardShortcuts />
      <aside aria-label="Suggested people" className="hidden lg:block">
        <QueryErrorBoundary fallback={hideOnError}>
          <Suspense fallback={sideCardFallback}>
            <SuggestedPeopleCard />
          </Suspense>
        </QueryErrorBoundary>
      </aside>
    </div>
  );
}
