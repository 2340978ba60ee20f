import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Navigate } from "react-router-dom";
import { PageFrame } from "../../components/PageFrame";
import { ProfileHeader } from "./ProfileHeader";
import { ProfilePostsTab } from "./ProfilePostsTab";
import { useRouteUserId } from "./useRouteUserId";
import { useUser } from "../../session/useUser";
import type { OwnProfileRouteQuery } from "./__generated__/OwnProfileRouteQuery.graphql";
import { OwnProfileActions } from "./OwnProfileActions";
import { SavedPostsTab } from "./SavedPostsTab";
import { profilePath } from "../../users/profilePath";

const tabClassName =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 outline-none data-hover:text-slate-900 data-selected:bg-white data-selected:text-brand-700 data-selected:shadow-sm data-focus:ring-2 data-focus:ring-brand-500";

/**
 * /profile/{id}, the viewer's own profile. A bare /profile (opened directly or reloaded) goes to
 * it once the signed-in user is known (the layout shows the loading state until then).
 */
export function OwnProfileRoute() {
  const userId = useRouteUserId();
  const me = useUser();
  if (userId === null) return <Navigate to={profilePath({ ...me, isViewer: true })} replace />;
  // /profile/{id} is the own profile; anyone else's id belongs on their public profile page.
  if (userId !== me.databaseId) return <Navigate to={`/${userId}`} replace />;
  return <OwnProfile databaseId={me.databaseId} />;
}

function OwnProfile({ databaseId }: { readonly databaseId: string }) {
  const { viewer } = useLazyLoadQuery<OwnProfileRouteQuery>(
    graphql`
      query OwnProfileRouteQuery {
        viewer {
          ...ProfileHeader_user
          ...OwnProfileActions_user
        }
      }
    `,
    {},
    // Counts change elsewhere (new followers, own posts): show the stored ones, then refresh.
    { fetchPolicy: "store-and-network" },
  );

  return (
    <PageFrame title="My Profile">
      {viewer && <ProfileHeader user={viewer} actions={<OwnProfileActions user={viewer} />} />}
      <TabGroup className="mt-6">
        <TabList className="mb-4 flex w-fit gap-1 rounded-xl bg-slate-100 p-1">
          <Tab className={tabClassName}>Posts</Tab>
          <Tab className={tabClassName}>Saved</Tab>
        </TabList>
        <TabPanels>
          <TabPanel className="rounded-lg">
            <ProfilePostsTab userId={databaseId} />
          </TabPanel>
          <TabPanel className="rounded-lg">
            <SavedPostsTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </PageFrame>
  );
}
