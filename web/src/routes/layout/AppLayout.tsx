import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { EndExpiredSession } from "../../session/EndExpiredSession";
import { returnToState } from "../../session/returnTo";
import { UserProvider } from "../../session/UserProvider";
import { useSession } from "../../session/useSession";
import { useRefetchOnReconnect } from "../../subscriptions/useRefetchOnReconnect";
import type { AppLayoutQuery } from "./__generated__/AppLayoutQuery.graphql";
import { GameInvitations } from "../challenges/invitations/GameInvitations";
import { GameInProgressBanner } from "../challenges/resume/GameInProgressBanner";
import { AppHeader } from "./AppHeader";
import { BottomNav } from "./BottomNav";
import { LiveConnectionStatus } from "./LiveConnectionStatus";
import { SkipLink } from "./SkipLink";
import { VerifyEmailBanner } from "./VerifyEmailBanner";

/** The outer layout of every signed-in screen: guards the session, loads the viewer, shows the header. */
export function AppLayout() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/register" replace state={returnToState(location)} />;

  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInLayout />
    </Suspense>
  );
}

const layoutQuery = graphql`
  query AppLayoutQuery {
    viewer {
      ...UserProvider_viewer
      ...AppHeader_viewer
      ...VerifyEmailBanner_viewer
    }
    ...AppHeader_query
  }
`;

function SignedInLayout() {
  const data = useLazyLoadQuery<AppLayoutQuery>(
    layoutQuery,
    {},
    // Right after login the store already holds the viewer the auth payload brought (the
    // notifications still come from the network).
    { fetchPolicy: "store-or-network" },
  );
  // the bell and the unread messages, as they are after a dropped live connection is back
  useRefetchOnReconnect<AppLayoutQuery>(layoutQuery, {});
  const { viewer } = data;

  if (!viewer) return <EndExpiredSession />;

  return (
    <UserProvider viewer={viewer}>
      <div className="min-h-dvh bg-slate-50">
        <SkipLink targetId="main" />
        <AppHeader viewer={viewer} query={data} />
        <VerifyEmailBanner viewer={viewer} />
        <GameInvitations />
        <GameInProgressBanner />
        <LiveConnectionStatus />
        {/* Focusable from script only: the skip link's target. Below md the bottom bar (4rem and its 1px border) covers the page's end: room for it under the last card (a short screen's bar follows the page instead). */}
        <main
          id="main"
          tabIndex={-1}
          className="pb-[calc(4rem+1px+env(safe-area-inset-bottom))] focus:outline-none md:pb-0 short:pb-0"
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav />
      </div>
    </UserProvider>
  );
}
